{% autoescape off %}// Meld's service worker (scorekeeper/views/offline.py renders it at /sw.js).
// Pages: from the network when there is one, kept as they come; with no signal the kept copy,
// else the offline page. Static files: hashed names, so the kept copy is always right.
// Writes (POST) are never touched: deal.js keeps an unsent deal in its form.
// A page seen signed in is kept apart, for its account (the server's Meld-Account header), and
// forgotten as soon as a page comes for no account or another one (a logout, another login). A
// page that carries a secret (an invite link, an edit link its visitor does not own) comes with
// Cache-Control: no-store, and is never kept.
const CONFIG = {{ config }};
const CACHE = "meld-{{ version }}";
const ACCOUNT_CACHE = `${CACHE}-account`;
const ACCOUNT_MARK = "/meld-account-mark";

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
      if (name.startsWith("meld-") && name !== CACHE && name !== ACCOUNT_CACHE) await caches.delete(name);
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
  for (const name of [ACCOUNT_CACHE, CACHE]) {
    const kept = await (await caches.open(name)).match(request.url, { ignoreVary: true });
    if (kept) return kept;
  }
  return undefined;
}

// The account the kept pages are for: when a page comes for another (or for none), they go.
async function forgetOtherAccounts(account) {
  const kept = await (await caches.open(ACCOUNT_CACHE)).match(ACCOUNT_MARK);
  if ((kept ? await kept.text() : "") === account) return;
  await caches.delete(ACCOUNT_CACHE);
  if (account) await (await caches.open(ACCOUNT_CACHE)).put(ACCOUNT_MARK, new Response(account));
}

async function keep(url, response) {
  const account = response.headers.get("Meld-Account") || "";
  await forgetOtherAccounts(account);
  if (/no-store/.test(response.headers.get("Cache-Control") || "")) {
    for (const name of [ACCOUNT_CACHE, CACHE]) await (await caches.open(name)).delete(url.href);
    return;
  }
  await (await caches.open(account ? ACCOUNT_CACHE : CACHE)).put(url.href, response.clone());
}

async function page(request, url) {
  try {
    const response = await fetch(request);
    const type = response.headers.get("Content-Type") || "";
    if (response.ok && response.type === "basic" && type.startsWith("text/html")) await keep(url, response);
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
  // Logging out: the account's pages go at once (the page after it comes by a redirect this worker never sees).
  if (request.method === "POST" && url.origin === self.location.origin && CONFIG.logout.includes(url.pathname)) {
    event.waitUntil(caches.delete(ACCOUNT_CACHE));
    return;
  }
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
