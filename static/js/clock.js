// A timed round's clock (templates/leagues/_clock.html, and a night table's score sheet): the minutes
// left, counted here from the end time the server sent (data-ends), a warning from data-warns on, and
// "time is up" at the end; the end's time of day in the reader's own time zone (the server wrote it in
// the league's). It only shows: when the round ends is the server's.
(() => {
  const format = new Intl.DateTimeFormat(document.documentElement.lang || undefined, { hour: "numeric", minute: "2-digit" });

  function tick() {
    const now = Date.now();
    for (const end of document.querySelectorAll("[data-clock] time.clock-end[datetime]:not([data-local])")) {
      end.textContent = format.format(new Date(end.dateTime));
      end.dataset.local = "1";
    }
    for (const clock of document.querySelectorAll("[data-clock]")) {
      const ends = Date.parse(clock.dataset.ends);
      const warns = Date.parse(clock.dataset.warns);
      const left = clock.querySelector(".clock-left");
      const note = clock.querySelector(".clock-note");
      const minutes = Math.max(0, Math.ceil((ends - now) / 60000));
      clock.classList.toggle("clock-warning", now >= warns && now < ends);
      clock.classList.toggle("clock-over", now >= ends);
      // data-left: the minutes left as the page's language writes them ("{minutes}′", 「（残り{minutes}分）」)
      if (left) left.textContent = now >= ends ? "" : (clock.dataset.left || "{minutes}′").replace("{minutes}", minutes);
      const said = now >= ends ? clock.dataset.over : now >= warns ? clock.dataset.warning : "";
      if (note && note.textContent !== said) note.textContent = said; // aria-live: said once, when it changes
    }
  }
  setInterval(tick, 1000);
  document.addEventListener("htmx:load", tick);
  document.addEventListener("meld:live", tick); // a live part swapped in: its clock shows at once
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", tick);
  else tick();
})();
