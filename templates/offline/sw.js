{% autoescape off %}// Meld's service worker (scorekeeper/views/offline.py renders it at /sw.js).
// Pages: from the network when there is one, kept as they come; with no signal the kept copy,
// else the offline page. Static files: hashed names, so the kept copy is always right.
// Writes (POST) are never touched: deal.js keeps an unsent deal in its form.
const CONFIG = {{ config }};
const CACHE = "meld-{{ version }}";

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // Without cookies: what is kept at install is the same for everyone, and these requests
    // never set a cookie behind the page's back (a new CSRF cookie would void its form's token).
    const plain = (url) => new Request(url, { credentials: "omit" });
    await cache.addAll([...CONFIG.shell, ...Object.values(CONFIG.offline)].map(plain));
    // The rule book: one page missing must not stop the worker from installing.
    await Promise.allSettled(CONFIG.pages.map((url) => cache.add(plain(url))));
    await self.skipWaiting();
  })());
});

// A new release has a new cache name: the old caches go.
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("meld-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

// The offline page in the language of the page asked for (/ja/... is Japanese).
function offlinePage(url) {
  for (const [code, path] of Object.entries(CONFIG.offline)) {
    if (url.pathname.startsWith(`/${code}/`)) return path;
  }
  return CONFIG.offline[CONFIG.language];
}

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  return cache.match(request.url, { ignoreVary: true });
}

async function page(request, url) {
  try {
    const response = await fetch(request);
    const type = response.headers.get("Content-Type") || "";
    if (response.ok && response.type === "basic" && type.startsWith("text/html")) {
      const cache = await caches.open(CACHE);
      await cache.put(url.href, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await fromCache(request);
    if (kept) return kept;
    const cache = await caches.open(CACHE);
    return (await cache.match(offlinePage(url), { ignoreVary: true })) || Response.error();
  }
}

async function staticFile(request) {
  const kept = await fromCache(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request.url, response.clone());
  }
  return response;
}

function kept(url) {
  return url.origin === self.location.origin && !CONFIG.never.some((prefix) => url.pathname.startsWith(prefix));
}

// meld.js: the page shown before this worker ran, to keep like the pages after it.
self.addEventListener("message", (event) => {
  const url = new URL(event.data.keep, self.location.href);
  url.hash = "";
  if (kept(url) && !url.pathname.startsWith(CONFIG.static)) {
    event.waitUntil(page(new Request(url.href, { credentials: "same-origin" }), url).catch(() => {}));
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || !kept(url)) return;
  if (url.pathname.startsWith(CONFIG.static)) {
    event.respondWith(staticFile(request));
    return;
  }
  // A page: a navigation, or htmx following a boosted link (the same whole page).
  const headers = request.headers;
  if (request.mode === "navigate" || headers.get("HX-Boosted") || headers.get("HX-History-Restore-Request")) {
    url.hash = "";
    event.respondWith(page(request, url));
  }
});
{% endautoescape %}
