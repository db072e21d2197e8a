// The submit form shows the chosen game's variant options and record help only; without script, all show.
(function () {
  const select = document.getElementById("id_game");
  if (!select) return;
  const show = () => {
    document.querySelectorAll("[data-game]").forEach((el) => {
      el.hidden = el.dataset.game !== select.value;
    });
  };
  select.addEventListener("change", show);
  show();
})();
