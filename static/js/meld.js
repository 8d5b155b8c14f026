// Typing aids for the deal form: steppers and the card counter.
// They only fill in fields; every score is computed on the server.
document.documentElement.classList.add("js");

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
// into data-points (from rules/cards.py) and puts the sum in its points field.
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

// The rule book's search box (shown only with JavaScript): hide the sections,
// and their lines in the contents, that do not contain every word typed.
document.addEventListener("input", (event) => {
  if (!event.target.matches("[data-rule-search]")) return;
  const words = event.target.value.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  for (const section of document.querySelectorAll("[data-rule-section]")) {
    const text = section.textContent.toLocaleLowerCase();
    const match = words.every((word) => text.includes(word));
    section.hidden = !match;
    const entry = document.querySelector(`[data-toc-for="${section.id}"]`);
    if (entry) entry.hidden = !match;
    if (match) shown += 1;
  }
  const empty = document.querySelector("[data-rule-search-empty]");
  if (empty) empty.hidden = shown > 0;
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

// A live score sheet (#live, scorekeeper/views/live.py): while the page is shown, ask every
// data-poll-ms whether the game changed, with the ETag of the version on screen. 304: nothing to
// do; 200: swap in the new sheet; 404: the link was renewed or the game deleted, so show that page.
// Stopped while the page is hidden (visibilitychange), asked at once when it is shown again.
let liveTimer = null;
let liveBusy = false;

async function pollLive() {
  const live = document.getElementById("live");
  if (!live || !live.dataset.liveUrl || liveBusy || document.hidden) return;
  liveBusy = true;
  try {
    const response = await fetch(live.dataset.liveUrl, {
      headers: { "If-None-Match": live.dataset.etag },
      cache: "no-store",
      credentials: "same-origin",
    });
    if (response.status === 200 && live.isConnected) {
      const html = await response.text();
      live.outerHTML = html;
      const fresh = document.getElementById("live");
      if (fresh && window.htmx) window.htmx.process(fresh);
    } else if (response.status === 404) {
      delete live.dataset.liveUrl;
      window.location.reload();
    }
  } catch {
    // Offline for a moment: the next tick asks again.
  } finally {
    liveBusy = false;
  }
}

function startLive() {
  const live = document.getElementById("live");
  if (liveTimer || document.hidden) return;
  liveTimer = setInterval(pollLive, Number(live ? live.dataset.pollMs : 0) || 2000);
}

function stopLive() {
  clearInterval(liveTimer);
  liveTimer = null;
}

document.addEventListener("visibilitychange", () => {
  if (document.hidden) {
    stopLive();
  } else {
    pollLive();
    startLive();
  }
});
startLive();

// The share panel: copy a link, or hand it to the system's share sheet (buttons shown only where they work).
document.addEventListener("DOMContentLoaded", () => {
  for (const button of document.querySelectorAll("[data-copy]")) button.hidden = !navigator.clipboard;
  for (const button of document.querySelectorAll("[data-share-url]")) button.hidden = !navigator.share;
});
document.addEventListener("htmx:load", (event) => {
  for (const button of event.target.querySelectorAll("[data-copy]")) button.hidden = !navigator.clipboard;
  for (const button of event.target.querySelectorAll("[data-share-url]")) button.hidden = !navigator.share;
});

document.addEventListener("click", async (event) => {
  const copy = event.target.closest("[data-copy]");
  if (copy) {
    const address = document.getElementById(copy.dataset.copy);
    try {
      await navigator.clipboard.writeText(address.textContent.trim());
      copy.textContent = copy.dataset.copied;
    } catch {
      window.getSelection().selectAllChildren(address);
    }
    return;
  }
  const share = event.target.closest("[data-share-url]");
  if (share) {
    try {
      await navigator.share({ title: share.dataset.shareTitle, url: share.dataset.shareUrl });
    } catch {
      // The person closed the share sheet.
    }
  }
});
