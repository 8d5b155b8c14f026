// Every page's script (the deal form adds static/js/deal.js). It only shows, hides and fetches:
// every score is computed on the server.
document.documentElement.classList.add("js");

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

// No signal: the service worker (/sw.js) keeps pages readable; this script registers it and says
// when the phone is offline (a deal whose Save could not be sent: static/js/deal.js).
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
window.addEventListener("online", showSignal);

// The score sheet's "keep the screen on" switch (templates/scorekeeper/sheet.html).
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

// Drafts of deals (static/js/deal.js keeps them) that the score sheet shows saved are done: new
// deals numbered at most data-draft-played of the game data-draft-game.
function dropSavedDrafts(slug, played) {
  const start = `meld-draft:${slug}:new:`;
  try {
    for (let i = localStorage.length - 1; i >= 0; i -= 1) {
      const key = localStorage.key(i);
      if (key && key.startsWith(start) && Number(key.slice(start.length)) <= played) localStorage.removeItem(key);
    }
  } catch {}
}

function dropShownDrafts(root) {
  const scope = root && root.querySelectorAll ? root : document;
  const sheets = [...(scope.matches && scope.matches("[data-draft-game]") ? [scope] : []), ...scope.querySelectorAll("[data-draft-game]")];
  for (const sheet of sheets) dropSavedDrafts(sheet.dataset.draftGame, Number(sheet.dataset.draftPlayed));
}
document.addEventListener("DOMContentLoaded", () => dropShownDrafts(document));
document.addEventListener("htmx:load", (event) => dropShownDrafts(event.detail.elt));

// A page htmx swaps in (a boosted link or form, a page back from history) comes without its <head>:
// the stylesheets and scripts it names that this page has not loaded yet are added, as a full load
// of it would have them (the score sheet and the deal form each name their own: templates/base.html).
function adoptHead(head) {
  for (const wanted of head.querySelectorAll("link[rel=stylesheet], script[src]")) {
    const attribute = wanted.tagName === "LINK" ? "href" : "src";
    const address = wanted.getAttribute(attribute);
    if (document.head.querySelector(`[${attribute}="${CSS.escape(address)}"]`)) continue;
    const added = document.createElement(wanted.tagName);
    for (const { name, value } of wanted.attributes) added.setAttribute(name, value);
    document.head.append(added);
  }
}

function adoptHeadOf(html) {
  const end = typeof html === "string" ? html.indexOf("</head>") : -1;
  if (end > 0) adoptHead(new DOMParser().parseFromString(html.slice(0, end), "text/html").head);
}
document.addEventListener("htmx:beforeSwap", (event) => adoptHeadOf(event.detail.serverResponse));
document.addEventListener("htmx:historyCacheMissLoad", (event) => adoptHeadOf(event.detail.response));
window.meldAdoptHead = adoptHead;

// The start page's "Deals first" list names each place as its name fields are typed
// (scorekeeper/forms/games.py, PlaceSelect); without JavaScript it keeps the default names.
function nameDealers(form) {
  for (const option of form.querySelectorAll("option[data-player]")) {
    const player = form.elements[option.dataset.player];
    const side = option.dataset.side ? form.elements[option.dataset.side] : null;
    const sideName = side ? side.value.trim() || side.placeholder : player ? player.placeholder : "";
    option.textContent = (player && player.value.trim()) || option.dataset.unnamed.replace("{side}", sideName);
  }
}

function nameAllDealers() {
  for (const select of document.querySelectorAll("select:has(option[data-player])")) if (select.form) nameDealers(select.form);
}
document.addEventListener("input", (event) => {
  const form = event.target.form;
  if (form && form.querySelector("option[data-player]")) nameDealers(form);
});
document.addEventListener("DOMContentLoaded", nameAllDealers);
document.addEventListener("htmx:load", nameAllDealers);
