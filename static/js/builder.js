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
