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
