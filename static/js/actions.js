// Small page behaviours declared in the markup, so no page needs an inline handler (the CSP forbids them):
// <form data-confirm="Question?"> asks before it submits; <button data-print> prints the page.
document.addEventListener("submit", (event) => {
  const question = event.target.dataset && event.target.dataset.confirm;
  if (question && !window.confirm(question)) event.preventDefault();
});
document.addEventListener("click", (event) => {
  if (event.target.closest("[data-print]")) window.print();
});
