// No signal: the service worker (/sw.js) keeps pages readable; this file registers it, says
// when the phone is offline, keeps a deal whose Save could not reach the server and sends it
// once when the signal is back, and marks the live preview as not updated meanwhile.
// The texts come translated on this script's tag (templates/base.html).
const offlineScript = document.currentScript;
const offlineText = offlineScript.dataset;

if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    const first = !navigator.serviceWorker.controller;
    navigator.serviceWorker.register(offlineText.worker, { scope: "/" }).catch(() => {});
    // The page that installed the worker came before it: ask the worker to keep it too.
    if (first) navigator.serviceWorker.ready.then((ready) => ready.active.postMessage({ keep: location.href }));
  });
}

// One line at the top of the page while there is no signal.
function signalBanner() {
  let banner = document.getElementById("no-signal");
  if (!banner) {
    banner = document.createElement("p");
    banner.id = "no-signal";
    banner.className = "no-signal";
    banner.setAttribute("role", "status");
    banner.textContent = offlineText.noSignal;
    document.querySelector("main")?.prepend(banner);
  }
  return banner;
}

function showSignal() {
  if (!document.body) return;
  if (navigator.onLine) document.getElementById("no-signal")?.remove();
  else signalBanner();
}

document.addEventListener("DOMContentLoaded", showSignal);
document.addEventListener("htmx:load", showSignal);
window.addEventListener("offline", showSignal);

// A Save that could not be sent: the form keeps what was typed; it is sent again, once,
// when the signal is back. A second arrival is refused by the server anyway (the form's
// deal number and version), so a Save that did arrive but whose answer was lost is safe too.
let unsent = null;
let retry = null;

function unsentNote(form) {
  let note = form.querySelector("[data-unsent-note]");
  if (!note) {
    note = document.createElement("p");
    note.className = "unsent";
    note.dataset.unsentNote = "";
    note.setAttribute("role", "alert");
    form.querySelector(".actionbar")?.prepend(note);
  }
  note.textContent = offlineText.unsent;
  return note;
}

function sendUnsent() {
  if (!unsent || !unsent.isConnected || !navigator.onLine || unsent.dataset.sending) return;
  unsent.dataset.sending = "";
  unsent.requestSubmit();
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
  note.textContent = offlineText.stale;
  preview.prepend(note);
  const summary = document.getElementById("preview-summary");
  if (summary) {
    summary.classList.add("stale");
    summary.dataset.stale = offlineText.stale; // shown above the numbers by meld.css
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
  showSignal();
  sendUnsent();
  if (stalePreview && stalePreview.isConnected) htmx.trigger(stalePreview, "input");
  stalePreview = null;
});

// The score sheet's "keep the screen on" switch (templates/scorekeeper/sheet.html): here, not in a
// file of its own, to spare every first load a request.
// A Screen Wake Lock while it is on; hidden where the browser has none. The browser drops the lock
// when the page is hidden; it is asked again when the page comes back, if the switch is still on.
let wakeLock = null;

async function holdScreen(on) {
  if (on && !wakeLock) {
    try {
      wakeLock = await navigator.wakeLock.request("screen");
      wakeLock.addEventListener("release", () => { wakeLock = null; });
    } catch (error) {
      const input = document.querySelector("[data-wake-lock] input");
      if (input) input.checked = false; // refused (battery saver): the switch says so
    }
  } else if (!on && wakeLock) {
    await wakeLock.release();
  }
}

function showWakeLock() {
  const label = document.querySelector("[data-wake-lock]");
  if (!label || !("wakeLock" in navigator)) return;
  label.hidden = false;
  const input = label.querySelector("input");
  input.checked = wakeLock !== null || sessionStorage.getItem("meld-wake-lock") === "on";
  if (input.checked) holdScreen(true);
}

document.addEventListener("change", (event) => {
  if (!event.target.matches("[data-wake-lock] input")) return;
  sessionStorage.setItem("meld-wake-lock", event.target.checked ? "on" : "off");
  holdScreen(event.target.checked);
});

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") showWakeLock();
});
document.addEventListener("DOMContentLoaded", showWakeLock);
document.addEventListener("htmx:load", showWakeLock);
