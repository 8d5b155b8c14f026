// The score sheet's script (templates/scorekeeper/sheet.html; meld.js adds it after a boosted link):
// the live poll, the "keep the screen on" switch, and dropping the drafts of deals the sheet shows
// saved (the share panel's buttons: share.js). It only shows, hides and fetches: every score is
// computed on the server.
(() => {
  // The live part (#live, scorekeeper/views/live.py): while the page is shown, ask every
  // data-poll-ms whether the game changed, with the ETag of the version on screen. 304: nothing to
  // do; 200: swap in the new sheet, or go where its data-go says (a club night's table phone moving
  // on to the next round's game: scorekeeper/views/forwards.py); 404: the link was renewed or the
  // game deleted, so show that page. Stopped while the page is hidden (visibilitychange), asked at
  // once when it is shown again. Other scripts hear "meld:live" on the part swapped in.
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
        if (fresh && fresh.dataset.go) {
          delete fresh.dataset.liveUrl;
          window.location.assign(fresh.dataset.go);
          return;
        }
        if (fresh && window.htmx) window.htmx.process(fresh);
        if (fresh) fresh.dispatchEvent(new CustomEvent("meld:live", { bubbles: true }));
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

  // The "keep the screen on" switch: a Screen Wake Lock while it is on; hidden where the browser
  // has none. The browser drops the lock when the page is hidden; it is asked again when the page
  // comes back, if the switch is still on.
  let wakeLock = null;

  async function holdScreen(on) {
    if (on && !wakeLock) {
      try {
        wakeLock = await navigator.wakeLock.request("screen");
        wakeLock.addEventListener("release", () => { wakeLock = null; });
      } catch {
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
    if (document.hidden) {
      stopLive();
    } else {
      pollLive();
      startLive();
      showWakeLock();
    }
  });

  // Drafts of deals (static/js/deal.js keeps them, key meld-draft:<slug>:new:<number>) that the sheet
  // shows saved are done: new deals numbered at most data-draft-played of the game data-draft-game.
  function dropSavedDrafts(slug, played) {
    const start = `meld-draft:${slug}:new:`;
    try {
      for (let i = localStorage.length - 1; i >= 0; i -= 1) {
        const key = localStorage.key(i);
        if (key && key.startsWith(start) && Number(key.slice(start.length)) <= played) localStorage.removeItem(key);
      }
    } catch {}
  }

  // What the page, or a part htmx swapped in, needs once it is shown.
  function shown(root) {
    const scope = root && root.querySelectorAll ? root : document;
    const within = (selector) => [...(scope.matches && scope.matches(selector) ? [scope] : []), ...scope.querySelectorAll(selector)];
    for (const board of within("[data-draft-game]")) dropSavedDrafts(board.dataset.draftGame, Number(board.dataset.draftPlayed));
    showWakeLock();
    startLive();
  }

  document.addEventListener("htmx:load", (event) => shown(event.detail.elt));
  // Loaded with the page, or added by meld.js after a boosted link (the page is there already).
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => shown(document));
  else shown(document);
})();
