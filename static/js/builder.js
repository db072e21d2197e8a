// Deck builder: the copy buttons (ydke link, share link). Everything else is htmx.
document.addEventListener("click", async (event) => {
  const button = event.target.closest("[data-copy]");
  if (!button) return;
  const field = document.querySelector(button.dataset.copy);
  const status = button.parentElement.querySelector(".copy-status");
  if (!field) return;
  try {
    await navigator.clipboard.writeText(field.value);
  } catch {
    field.select();
    document.execCommand("copy");
  }
  // The page says "Copied." in its own language (data-done).
  if (status) status.textContent = status.dataset.done || "Copied.";
});

// An import's "did you mean" suggestion: the click adds the card (htmx) and corrects the decklist's line,
// so importing the text again reads the card; once added, the suggestions give way to a confirmation.
document.addEventListener("click", (event) => {
  const button = event.target.closest(".suggestion");
  const list = document.getElementById("id_decklist");
  if (!button || !list) return;
  const { written, replacement } = button.dataset;
  const lines = list.value.split("\n");
  const at = Number(button.dataset.line) - 1;
  if (at >= 0 && at < lines.length && lines[at].includes(written)) {
    lines[at] = lines[at].replace(written, replacement);
    list.value = lines.join("\n");
  } else if (list.value.includes(written)) {
    list.value = list.value.replace(written, replacement);
  }
  // Where the suggestion only corrects the text (the validation page), the corrected list is validated again
  // at once; focus goes to the verdict's heading, as the button it was on is replaced.
  const box = button.closest(".suggestions");
  if (box && !button.hasAttribute("hx-post")) {
    box.replaceChildren(box.dataset.accepted);
    const heading = document.getElementById("result-heading");
    if (heading) heading.focus();
    if (list.form) list.form.requestSubmit();
  }
});
document.body.addEventListener("htmx:afterRequest", (event) => {
  const button = event.detail.elt;
  if (!button.classList || !button.classList.contains("suggestion") || !event.detail.successful) return;
  const box = button.closest(".suggestions");
  if (box) box.replaceChildren(box.dataset.accepted);
});
