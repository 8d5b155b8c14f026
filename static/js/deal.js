// The deal form's script (templates/scorekeeper/deal_form.html; meld.js adds it after a boosted link):
// typing aids, the draft of the deal being entered, the ? overlay, and a Save or preview with no signal.
// They only fill in fields and fetch pages: every score is computed on the server.
//
// The draft: what is typed, kept in this browser until it is saved or discarded,
// so back/forward, a reload, the language switch or a rule page lose nothing typed.
// The server scores nothing from here: a draft only fills in the form's fields again.
//
// Key scheme (localStorage), one draft per game and deal:
//   meld-draft:<game slug>:new:<deal number>   the next deal (number as the form shows it; on a form that
//                                              came back because another phone entered that deal first,
//                                              that deal's number: the sheet drops it once it shows the
//                                              deal, so it never comes back as the deal after)
//   meld-draft:<game slug>:deal:<deal id>      a correction of a stored deal
// Value: {"fields": {name: text, true/false for a checkbox, the checked value or null for radios}, "opened": {deal_number, version,
//   deal?, deal_version?} (the form's hidden fields when typed), "url": where the form posts,
//   "updated": ms, "submitted": ms or null (Save was pressed; the entries stay until the sheet
//   shows the deal saved: static/js/sheet.js drops them)}.
(() => {
  // Typing aids: steppers, the card counter and adjustments.
  function announce(input) {
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  document.addEventListener("click", (event) => {
    const button = event.target.closest("[data-step]");
    if (!button) return;
    const input = button.parentElement.querySelector("input");
    const value = (parseInt(input.value, 10) || 0) + Number(button.dataset.step);
    input.value = Math.max(0, value);
    announce(input);
  });

  // The counter multiplies each count by the card value the server rendered
  // into data-points (the family's card values, rules/families/<key>/) and puts the sum in its points field.
  document.addEventListener("input", (event) => {
    if (!event.target.matches("[data-points]")) return;
    const counter = event.target.closest("[data-counter-for]");
    let sum = 0;
    for (const count of counter.querySelectorAll("[data-points]")) {
      sum += Math.max(0, parseInt(count.value, 10) || 0) * Number(count.dataset.points);
    }
    const field = document.getElementById(counter.dataset.counterFor);
    field.value = sum;
    announce(field);
  });

  // Adjustments: a common reason fills in its usual points; × clears a line.
  document.addEventListener("change", (event) => {
    if (!event.target.matches("[data-reason]")) return;
    const option = event.target.selectedOptions[0];
    const points = event.target.closest("[data-adjustment]").querySelector("[data-adjustment-points]");
    if (option && option.dataset.points) {
      points.value = option.dataset.points;
      announce(points);
    }
  });

  document.addEventListener("click", (event) => {
    const button = event.target.closest("[data-clear-adjustment]");
    if (!button) return;
    const row = button.closest("[data-adjustment]");
    for (const input of row.querySelectorAll("input, select")) input.value = "";
    announce(row.querySelector("[data-adjustment-points]"));
  });


  const OPENED = ["deal_number", "version", "deal", "deal_version"];
  const SKIPPED = new Set(["csrfmiddlewaretoken", ...OPENED]);

  function read(key) {
    try {
      return JSON.parse(localStorage.getItem(key)) || null;
    } catch {
      return null;
    }
  }

  function write(key, draft) {
    try {
      localStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // Storage full or refused (private mode): the form still works, only without a draft.
    }
  }

  function clear(key) {
    try {
      localStorage.removeItem(key);
    } catch {}
  }

  function fields(form) {
    return [...form.elements].filter((el) => el.name && !SKIPPED.has(el.name) && el.type !== "submit");
  }

  // What the fields hold now, or (`served`) what the server rendered into them: a browser may
  // have put back values of its own on a reload before this script runs.
  function values(form, served = false) {
    const found = {};
    for (const el of fields(form)) {
      const checked = served ? el.defaultChecked : el.checked;
      if (el.type === "radio") {
        if (checked || !(el.name in found)) found[el.name] = checked ? el.value : null;
      } else if (el.type === "checkbox") {
        found[el.name] = checked;
      } else if (el.tagName === "SELECT") {
        const options = [...el.options];
        const chosen = served ? options.find((option) => option.defaultSelected) || options[0] : el.selectedOptions[0];
        found[el.name] = chosen ? chosen.value : "";
      } else {
        found[el.name] = served ? el.defaultValue : el.value;
      }
    }
    return found;
  }

  function opened(form) {
    const found = {};
    for (const name of OPENED) if (form.elements[name]) found[name] = form.elements[name].value;
    return found;
  }

  function same(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
  }

  function note(form, shown) {
    const box = form.querySelector("[data-draft-note]");
    if (box) box.hidden = !shown;
  }

  // The live preview asks the server again, as if the person had typed.
  function recompute(form) {
    const field = form.querySelector("[hx-post] input[name]");
    if (field) field.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function restore(form, draft) {
    for (const el of fields(form)) {
      if (!(el.name in draft.fields)) continue;
      const value = draft.fields[el.name];
      if (el.type === "checkbox") el.checked = value === true;
      else if (el.type === "radio") el.checked = value === el.value;
      else el.value = value;
    }
    // An adjustment typed into a closed <details> is shown.
    for (const details of form.querySelectorAll("details.adjustments")) {
      if ([...details.querySelectorAll("input[name]")].some((el) => el.value)) details.open = true;
    }
  }

  function start(form) {
    if (form.dataset.draftReady) return;
    form.dataset.draftReady = "1";
    const key = form.dataset.draft;
    const kind = key.split(":")[2]; // drafts of deals saved since are dropped by the score sheet (sheet.js)
    const fresh = "draftFresh" in form.dataset;
    const pristine = fresh ? values(form, true) : null;
    const draft = read(key);
    const mine = opened(form);
    if (!fresh) {
      // The form came back from the server with what was typed (a mistake, a conflict): that is the draft.
      save(form, key, pristine, mine);
    } else if (draft && draft.submitted && kind === "deal" && draft.opened.deal_version !== mine.deal_version) {
      clear(key); // the correction was saved: the deal moved on from the version it was typed on
    } else if (draft) {
      restore(form, draft);
    }
    // Restored here or by the browser itself: the preview asks again for what the fields now hold.
    if (fresh && !same(values(form), pristine)) recompute(form);
    note(form, read(key) !== null);

    const typed = () => save(form, key, pristine, mine);
    form.addEventListener("input", typed);
    form.addEventListener("change", typed);
    form.addEventListener("submit", () => {
      const kept = read(key) || { fields: values(form), opened: mine, url: form.dataset.draftUrl };
      write(key, { ...kept, fields: values(form), updated: Date.now(), submitted: Date.now() });
    });
    const discard = form.querySelector("[data-draft-discard]");
    if (discard) {
      discard.addEventListener("click", () => {
        clear(key);
        window.location.replace(form.dataset.draftUrl); // the form afresh, as the server has it
      });
    }
  }

  function save(form, key, pristine, mine) {
    const now = values(form);
    if (pristine && same(now, pristine)) {
      clear(key);
    } else {
      write(key, { fields: now, opened: mine, url: form.dataset.draftUrl, updated: Date.now(), submitted: null });
    }
    note(form, read(key) !== null);
  }

  // A ? next to a field opens its rule section over the form: nothing typed is left behind.
  async function showRule(link) {
    const template = document.getElementById("rule-dialog");
    const url = new URL(link.href, window.location.href);
    const response = await fetch(url.pathname, { credentials: "same-origin" });
    if (!response.ok) throw new Error(String(response.status));
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    window.meldAdoptHead(page.head); // the rule book's stylesheet (book.css), for its tables
    const target = page.getElementById(decodeURIComponent(url.hash.slice(1)));
    if (!target) throw new Error("no such section");
    const section = target.closest("[data-rule-section]") || target;
    let dialog = document.querySelector("dialog.rule-dialog");
    if (!dialog) {
      dialog = template.content.firstElementChild.cloneNode(true);
      document.body.append(dialog);
      dialog.querySelector("[data-close]").addEventListener("click", () => dialog.close());
      dialog.addEventListener("click", (event) => {
        if (event.target === dialog) dialog.close(); // a tap outside the box
      });
    }
    const body = dialog.querySelector("[data-rule-body]");
    body.replaceChildren(document.importNode(section, true));
    const more = dialog.querySelector("[data-rule-more]");
    if (more) more.href = link.href;
    dialog.showModal();
    body.scrollTop = 0;
  }

  document.addEventListener("click", (event) => {
    const link = event.target.closest("a.rule-link");
    if (!link || !document.getElementById("rule-dialog")) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    showRule(link).catch(() => {
      window.location.href = link.href; // the draft keeps what was typed
    });
  });

  // Typing aids of the deal form. Enter (the phone's "next") moves to the next field to type in.
  document.addEventListener("keydown", (event) => {
    const field = event.target;
    if (event.key !== "Enter" || !field.matches("form.deal input[type=number], form.deal input[type=text]")) return;
    const order = [...field.form.querySelectorAll("input[type=number], input[type=text]")].filter(
      (el) => el.offsetParent !== null && !el.closest("details:not([open])"),
    );
    const next = order[order.indexOf(field) + 1];
    event.preventDefault(); // Enter never saves half a deal: the Save button does
    if (next) next.focus();
    else field.blur();
  });

  // Kalooki asks once who went out: that player's points are hidden (and emptied), the others' shown.
  function wentOut(form) {
    const chosen = form.querySelector("input[data-went-out]:checked");
    for (const side of form.querySelectorAll("fieldset.side[data-side]")) {
      const out = chosen !== null && side.dataset.side === chosen.value;
      side.classList.toggle("went-out", out);
      if (!out) continue;
      for (const input of side.querySelectorAll(".points input[name], .count input[name]")) {
        if (input.value && input.value !== "0") {
          input.value = "";
          input.dispatchEvent(new Event("input", { bubbles: true }));
        }
      }
    }
  }
  document.addEventListener("change", (event) => {
    if (event.target.matches("input[data-went-out]")) wentOut(event.target.form);
  });

  // The score sheet beside the form (#side-sheet, templates/base.html): asked for only on a screen
  // wide and held sideways, where deal.css shows it (the same media query), so a phone loads none of it.
  const wide = window.matchMedia("(min-width: 1000px) and (orientation: landscape)");

  function sideSheet() {
    const place = document.querySelector("[data-side-sheet]");
    if (!place || !wide.matches || !window.htmx || "asked" in place.dataset) return;
    place.dataset.asked = "";
    htmx.ajax("GET", place.dataset.sideSheet, { target: place, swap: "outerHTML" }).catch(() => delete place.dataset.asked);
  }
  wide.addEventListener("change", sideSheet);

  function startAll(root) {
    sideSheet();
    const scope = root && root.querySelectorAll ? root : document;
    const within = (selector) => [...(scope.matches && scope.matches(selector) ? [scope] : []), ...scope.querySelectorAll(selector)];
    for (const form of within("form[data-draft]")) {
      start(form);
      wentOut(form);
    }
  }

  // After htmx has set up the page, so that the preview hears a restored draft. On a first load this
  // deferred file runs before htmx (listed after it, and perhaps still on its way over a weak signal):
  // DOMContentLoaded waits for both, and htmx sets up the page in its own handler, after this one.
  // When meld.js added this file after a boosted link, htmx is there and the page set up: at once.
  const startSoon = () => setTimeout(() => startAll(document), 0);
  if (window.htmx) startSoon();
  else document.addEventListener("DOMContentLoaded", startSoon);
  document.addEventListener("htmx:load", (event) => startAll(event.detail.elt));
  // Back/forward from the browser's page cache: the preview may be old; the fields are as left.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of document.querySelectorAll("form[data-draft]")) recompute(form);
  });

  // No signal (the texts come translated on the form: templates/scorekeeper/deal_form.html).
  // A Save that could not be sent: the form keeps what was typed; it is sent again, once,
  // when the signal is back. A second arrival is refused by the server anyway (the form's
  // deal number and version), so a Save that did arrive but whose answer was lost is safe too.
  let unsent = null;
  let retry = null;
  const submitters = new WeakMap(); // each form's button last pressed
  document.addEventListener("submit", (event) => {
    if (event.target.matches("form.deal")) submitters.set(event.target, event.submitter);
  });

  function unsentNote(form) {
    let note = form.querySelector("[data-unsent-note]");
    if (!note) {
      note = document.createElement("p");
      note.className = "unsent";
      note.dataset.unsentNote = "";
      note.setAttribute("role", "alert");
      form.querySelector(".actionbar")?.prepend(note);
    }
    note.textContent = form.dataset.unsentText;
    return note;
  }

  function sendUnsent() {
    if (!unsent || !unsent.isConnected || !navigator.onLine || unsent.dataset.sending) return;
    unsent.dataset.sending = "";
    // Sent again with the button that was pressed: after a lost race, "Correct deal N" is not "save as the next".
    const pressed = submitters.get(unsent);
    unsent.requestSubmit(pressed && pressed.isConnected ? pressed : undefined);
  }

  function waitForSignal(form) {
    unsent = form;
    unsentNote(form);
    clearInterval(retry);
    retry = setInterval(sendUnsent, 5000); // "online" is not always told: try now and then too
  }

  // The preview could not be asked: it says so, and asks again when the signal is back.
  let stalePreview = null;

  function markStale() {
    const preview = document.getElementById("preview");
    if (!preview || preview.querySelector("[data-stale]")) return;
    preview.classList.add("stale");
    const note = document.createElement("p");
    note.className = "stale-note";
    note.dataset.stale = "";
    note.textContent = document.querySelector("form.deal").dataset.staleText;
    preview.prepend(note);
    const summary = document.getElementById("preview-summary");
    if (summary) {
      summary.classList.add("stale");
      summary.dataset.stale = note.textContent; // shown above the numbers by deal.css
    }
  }

  document.addEventListener("htmx:sendError", (event) => {
    const elt = event.detail.elt;
    if (elt.matches("form.deal")) {
      delete elt.dataset.sending;
      waitForSignal(elt);
    } else if (elt.closest("form.deal") && elt.matches("[hx-post]")) {
      stalePreview = elt;
      markStale();
    }
  });

  document.addEventListener("htmx:afterRequest", (event) => {
    if (event.detail.elt !== unsent) return;
    delete unsent.dataset.sending;
    if (event.detail.successful) {
      unsent = null;
      clearInterval(retry);
    }
  });

  window.addEventListener("online", () => {
    sendUnsent();
    if (stalePreview && stalePreview.isConnected) htmx.trigger(stalePreview, "input");
    stalePreview = null;
  });
})();
