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

  function hideBroken(img) {
    (img.closest(".card-picture, .card-thumb") || img).hidden = true;
  }

  document.addEventListener(
    "error",
    (event) => {
      const img = event.target;
      if (!(img instanceof HTMLImageElement) || !img.classList.contains("card-img")) return;
      hideBroken(img);
    },
    true,
  );
  // A picture that failed before this (deferred) script ran fired its error with no one listening.
  document.querySelectorAll("img.card-img").forEach((img) => {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) hideBroken(img);
  });
})();

// Card names (a.card-ref with data-preview: the editor, the validator, deck pages, verdicts): a mouse over the
// name or keyboard focus on it shows the card's text, stats and status in one shared box; on a touch screen the
// first tap shows it and a second tap (or its "Open the card page" link) opens the card's page.
(function () {
  "use strict";
  const cache = new Map();
  let box = null;
  let shownFor = null;
  let timer = 0;
  let lastPointer = "mouse";

  function theBox() {
    if (box) return box;
    box = document.createElement("div");
    box.id = "card-name-preview";
    box.className = "card-name-preview";
    box.setAttribute("role", "tooltip");
    box.hidden = true;
    box.addEventListener("pointerleave", () => hide());
    document.body.append(box);
    return box;
  }

  async function load(url) {
    if (!cache.has(url)) {
      cache.set(
        url,
        fetch(url, { headers: { "HX-Request": "true" }, credentials: "same-origin" })
          .then((response) => (response.ok ? response.text() : ""))
          .catch(() => ""),
      );
    }
    return cache.get(url);
  }

  function place(link) {
    const rect = link.getBoundingClientRect();
    const width = Math.min(352, document.documentElement.clientWidth - 16);
    const rtl = getComputedStyle(link).direction === "rtl";
    let left = rtl ? rect.right - width : rect.left;
    left = Math.max(8, Math.min(left, document.documentElement.clientWidth - width - 8));
    box.style.width = width + "px";
    box.style.left = left + window.scrollX + "px";
    box.style.top = rect.bottom + window.scrollY + 4 + "px";
  }

  async function show(link) {
    const html = await load(link.dataset.preview);
    if (!html || !link.isConnected) return;
    theBox().innerHTML = html;
    box.hidden = false;
    place(link);
    shownFor = link;
    link.setAttribute("aria-describedby", box.id);
  }

  function hide() {
    clearTimeout(timer);
    if (!box || box.hidden) return;
    box.hidden = true;
    if (shownFor) shownFor.removeAttribute("aria-describedby");
    shownFor = null;
  }

  const refOf = (target) => target && target.closest && target.closest("a.card-ref[data-preview]");

  document.addEventListener("pointerdown", (event) => {
    lastPointer = event.pointerType || "mouse";
  });
  document.addEventListener("pointerover", (event) => {
    const link = refOf(event.target);
    if (!link || event.pointerType !== "mouse") return;
    clearTimeout(timer);
    timer = setTimeout(() => show(link), 200);
  });
  document.addEventListener("pointerout", (event) => {
    const link = refOf(event.target);
    if (!link || event.pointerType !== "mouse") return;
    if (box && box.contains(event.relatedTarget)) return;
    hide();
  });
  document.addEventListener("focusin", (event) => {
    const link = refOf(event.target);
    if (link && link.matches(":focus-visible")) show(link);
    else if (!box || !box.contains(event.target)) hide();
  });
  document.addEventListener("click", (event) => {
    const link = refOf(event.target);
    if (!link || lastPointer === "mouse" || shownFor === link) return;
    event.preventDefault(); // a first tap shows the card; a second opens its page
    show(link);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") hide();
  });
  // A panel re-rendered by htmx may take the name away from under the box.
  document.addEventListener("htmx:beforeSwap", () => hide());
})();
