// Typing aids for the deal form: steppers and the card counter.
// They only fill in fields; every score is computed on the server.
document.documentElement.classList.add("js");

function announce(input) {
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

document.addEventListener("click", (event) => {
  const button = event.target.closest("[data-step]");
  if (!button) return;
  const input = button.parentElement.querySelector("input");
  const value = (parseInt(input.value, 10) || 0) + Number(button.dataset.step);
  input.value = Math.max(0, value);
  announce(input);
});

// The counter multiplies each count by the card value the server rendered
// into data-points (from rules/cards.py) and puts the sum in its points field.
document.addEventListener("input", (event) => {
  if (!event.target.matches("[data-points]")) return;
  const counter = event.target.closest("[data-counter-for]");
  let sum = 0;
  for (const count of counter.querySelectorAll("[data-points]")) {
    sum += Math.max(0, parseInt(count.value, 10) || 0) * Number(count.dataset.points);
  }
  const field = document.getElementById(counter.dataset.counterFor);
  field.value = sum;
  announce(field);
});

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

// Adjustments: a common reason fills in its usual points; × clears a line.
document.addEventListener("change", (event) => {
  if (!event.target.matches("[data-reason]")) return;
  const option = event.target.selectedOptions[0];
  const points = event.target.closest("[data-adjustment]").querySelector("[data-adjustment-points]");
  if (option && option.dataset.points) {
    points.value = option.dataset.points;
    announce(points);
  }
});

document.addEventListener("click", (event) => {
  const button = event.target.closest("[data-clear-adjustment]");
  if (!button) return;
  const row = button.closest("[data-adjustment]");
  for (const input of row.querySelectorAll("input, select")) input.value = "";
  announce(row.querySelector("[data-adjustment-points]"));
});
