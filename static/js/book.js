// A rule page's script (templates/rules/page.html; meld.js adds it after a boosted link).
// The search box (shown only with JavaScript): hide the sections, and their lines in the
// contents, that do not contain every word typed.
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

// The quick reference's Print button: the game's name and the quick reference alone go to paper (book.css,
// html.print-quick), the whole page again once printed.
document.addEventListener("click", (event) => {
  if (!event.target.closest("[data-print-quick]")) return;
  document.documentElement.classList.add("print-quick");
  window.print();
});
window.addEventListener("afterprint", () => document.documentElement.classList.remove("print-quick"));
