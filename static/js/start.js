// The start page's script (templates/scorekeeper/new_game.html, templates/leagues/new_game.html;
// meld.js adds it after a boosted link). The "Deals first" list names each place as its name fields
// are typed (scorekeeper/forms/games.py, PlaceSelect); without JavaScript it keeps the default names.
(() => {
  function nameDealers(form) {
    for (const option of form.querySelectorAll("option[data-player]")) {
      const player = form.elements[option.dataset.player];
      const side = option.dataset.side ? form.elements[option.dataset.side] : null;
      // data-unnamed-side: what an unnamed side is called in the list when its placeholder says something else
      // (a league's team: 「空欄ならプレイヤー名」 in the field, 「チーム1」 in the list)
      const unnamed = side ? side.dataset.unnamedSide || side.placeholder : "";
      const sideName = side ? side.value.trim() || unnamed : player ? player.placeholder : "";
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
  document.addEventListener("htmx:load", nameAllDealers);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", nameAllDealers);
  else nameAllDealers();
})();
