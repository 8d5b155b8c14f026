// Every page's script: no signal, and the stylesheets and scripts of a page htmx swaps in. Each
// family of pages adds its own (templates/base.html): the score sheet sheet.js, the deal form
// deal.js, the start page start.js, a rule page book.js. They only show, hide and fetch: every
// score is computed on the server.
document.documentElement.classList.add("js");

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

// A page htmx swaps in (a boosted link or form, a page back from history) comes without its <head>:
// the stylesheets and scripts it names that this page has not loaded yet are added, as a full load
// of it would have them (the score sheet and the deal form each name their own: templates/base.html).
// Until each one added so has loaded, the page's main part is hidden (meld.css, .adopting): a blank
// moment rather than a page without its styles, or a tap lost before its script ran (the deal form's +).
let adopting = 0;

function awaitLoad(link) {
  let arrived = false;
  const done = () => {
    if (arrived) return;
    arrived = true;
    adopting -= 1;
    if (!adopting) document.documentElement.classList.remove("adopting");
  };
  adopting += 1;
  document.documentElement.classList.add("adopting");
  link.addEventListener("load", done);
  link.addEventListener("error", done);
  setTimeout(done, 3000); // never hidden for long, whatever the network does
}

function adoptHead(head) {
  for (const wanted of head.querySelectorAll("link[rel=stylesheet], script[src]")) {
    const attribute = wanted.tagName === "LINK" ? "href" : "src";
    const address = wanted.getAttribute(attribute);
    if (document.head.querySelector(`[${attribute}="${CSS.escape(address)}"]`)) continue;
    const added = document.createElement(wanted.tagName);
    for (const { name, value } of wanted.attributes) added.setAttribute(name, value);
    awaitLoad(added);
    document.head.append(added);
  }
}

function adoptHeadOf(html) {
  const end = typeof html === "string" ? html.indexOf("</head>") : -1;
  if (end > 0) adoptHead(new DOMParser().parseFromString(html.slice(0, end), "text/html").head);
}
document.addEventListener("htmx:beforeSwap", (event) => adoptHeadOf(event.detail.serverResponse));
document.addEventListener("htmx:historyCacheMissLoad", (event) => adoptHeadOf(event.detail.response));
window.meldAdoptHead = adoptHead; // deal.js: a rule section shown over the form brings the rule book's sheet

// Paper: every printed page has the page's title and the day it is printed in its top margin (meld.css,
// @page). The margin boxes read them from two properties of the root, set as the page goes to print.
window.addEventListener("beforeprint", () => {
  const root = document.documentElement;
  const day = new Intl.DateTimeFormat(root.lang || undefined, { dateStyle: "long" }).format(new Date());
  root.style.setProperty("--print-title", JSON.stringify(document.title)); // a CSS string, quoted
  root.style.setProperty("--print-date", JSON.stringify(day));
});
