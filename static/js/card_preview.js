// Card pictures: a mouse over a thumbnail opens its preview (a tap or Enter opens it with no script, through
// popovertarget); a click then pins it open. A picture that fails to load is taken away, leaving the text.
(function () {
  "use strict";

  function previewOf(thumb) {
    return thumb && document.getElementById(thumb.getAttribute("popovertarget"));
  }

  document.addEventListener("pointerover", (event) => {
    const thumb = event.target.closest && event.target.closest(".card-thumb");
    const preview = previewOf(thumb);
    if (event.pointerType !== "mouse" || !preview || preview.matches(":popover-open")) return;
    preview.showPopover();
    preview.dataset.hover = "1";
  });

  document.addEventListener("pointerout", (event) => {
    const thumb = event.target.closest && event.target.closest(".card-thumb");
    const preview = previewOf(thumb);
    if (!preview || !preview.dataset.hover || thumb.contains(event.relatedTarget)) return;
    delete preview.dataset.hover;
    if (preview.matches(":popover-open")) preview.hidePopover();
  });

  // A click on a thumbnail whose preview the mouse opened keeps it open instead of toggling it shut.
  document.addEventListener("click", (event) => {
    const thumb = event.target.closest && event.target.closest(".card-thumb");
    const preview = previewOf(thumb);
    if (preview && preview.dataset.hover) {
      delete preview.dataset.hover;
      event.preventDefault();
    }
  });

  document.addEventListener(
    "error",
    (event) => {
      const img = event.target;
      if (!(img instanceof HTMLImageElement) || !img.classList.contains("card-img")) return;
      (img.closest(".card-picture, .card-thumb") || img).hidden = true;
    },
    true,
  );
})();
