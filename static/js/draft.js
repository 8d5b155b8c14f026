// A draft of the deal being entered, kept in this browser until it is saved or discarded,
// so back/forward, a reload, the language switch or a rule page lose nothing typed.
// The server scores nothing from here: a draft only fills in the form's fields again.
//
// Key scheme (localStorage), one draft per game and deal:
//   meld-draft:<game slug>:new:<deal number>   the next deal (number as the form shows it)
//   meld-draft:<game slug>:deal:<deal id>      a correction of a stored deal
// Value: {"fields": {name: text, true/false for a checkbox, the checked value or null for radios}, "opened": {deal_number, version,
//   deal?, deal_version?} (the form's hidden fields when typed), "url": where the form posts,
//   "updated": ms, "submitted": ms or null (Save was pressed; the entries stay until the sheet
//   shows the deal saved)}. window.meldDraft reads and clears drafts for other scripts.
(() => {
  const PREFIX = "meld-draft:";
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

  // Drafts of new deals the sheet shows saved (their number is at most `played`) are done.
  function dropSaved(slug, played) {
    const start = `${PREFIX}${slug}:new:`;
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (key && key.startsWith(start) && Number(key.slice(start.length)) <= played) clear(key);
    }
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
    const [, slug, kind, number] = key.split(":");
    if (kind === "new") dropSaved(slug, Number(number) - 1);
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

  function startAll(root) {
    const scope = root && root.querySelectorAll ? root : document;
    const within = (selector) => [...(scope.matches && scope.matches(selector) ? [scope] : []), ...scope.querySelectorAll(selector)];
    for (const form of within("form[data-draft]")) {
      start(form);
      wentOut(form);
    }
    for (const sheet of within("[data-draft-game]")) dropSaved(sheet.dataset.draftGame, Number(sheet.dataset.draftPlayed));
  }

  // After htmx has set up the page (it is loaded after this file), so the preview hears a restore.
  document.addEventListener("DOMContentLoaded", () => setTimeout(() => startAll(document), 0));
  document.addEventListener("htmx:load", (event) => startAll(event.detail.elt));
  // Back/forward from the browser's page cache: the preview may be old; the fields are as left.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of document.querySelectorAll("form[data-draft]")) recompute(form);
  });

  window.meldDraft = { prefix: PREFIX, read, clear, keyOf: (form) => form.dataset.draft };
})();
