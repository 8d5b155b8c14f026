// Links to hand on (templates/scorekeeper/_link.html: a game's share panel, a league's links; meld.js
// adds this file after a boosted link): Copy puts the address on the clipboard, Share… opens the
// system's share sheet. Each button is shown only where the browser can do it.
(() => {
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

  function shown(root) {
    const scope = root && root.querySelectorAll ? root : document;
    const within = (selector) => [...(scope.matches && scope.matches(selector) ? [scope] : []), ...scope.querySelectorAll(selector)];
    for (const button of within("[data-copy]")) button.hidden = !navigator.clipboard;
    for (const button of within("[data-share-url]")) button.hidden = !navigator.share;
  }

  document.addEventListener("htmx:load", (event) => shown(event.detail.elt));
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => shown(document));
  else shown(document);
})();
