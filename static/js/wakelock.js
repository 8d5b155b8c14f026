// The score sheet's "keep the screen on" switch: a Screen Wake Lock while it is on. The switch
// stays hidden where the browser has no wake lock. The browser drops the lock when the page is
// hidden; it is asked again when the page comes back, if the switch is still on.
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
