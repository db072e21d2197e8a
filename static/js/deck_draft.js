// The deck editor never loses unsaved work. While the page's deck differs from the saved one it is
// kept in this browser's local storage (per deck) and leaving the page asks first; opening the
// editor again (a reload, Back, a crash) brings the draft back with a notice and a way to discard it.
// A new deck is such a draft from the start (/decks/new/<game>/edit/, kept under "new-<game>"): its first
// save creates the deck, and the page then edits that deck, under its address, as if opened there.
(function () {
  "use strict";
  const form = document.getElementById("editor");
  if (!form) return;
  let key = "arbiter:deck-draft:" + form.dataset.deckId;
  const FIELDS = ["state", "name", "format", "style", "notes", "is_public"];

  function fields() {
    const data = new FormData(form);
    const values = {};
    for (const name of FIELDS) values[name] = name === "is_public" ? data.has(name) : data.get(name) || "";
    return values;
  }

  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  let saved = fields();
  const dirty = () => !same(fields(), saved);

  function remember() {
    try {
      if (dirty()) {
        const base = document.getElementById("base-revision").value;
        localStorage.setItem(key, JSON.stringify({ base: base, fields: fields() }));
      } else {
        localStorage.removeItem(key);
      }
    } catch (e) {
      // Storage full or disabled: the leave warning still protects the work.
    }
  }

  function setField(name, value) {
    const el = form.elements[name];
    if (!el) return;
    if (el.type === "checkbox") el.checked = Boolean(value);
    else el.value = value;
  }

  function notice() {
    const box = document.createElement("div");
    box.className = "notice draft-notice";
    box.setAttribute("role", "status");
    const text = document.createElement("span");
    text.textContent = form.dataset.restoredText;
    const discard = document.createElement("button");
    discard.type = "button";
    discard.className = "secondary small";
    discard.textContent = form.dataset.discardText;
    discard.addEventListener("click", () => {
      localStorage.removeItem(key);
      saved = fields(); // nothing to warn about while the saved deck is reloaded
      location.reload();
    });
    box.append(text, " ", discard);
    document.getElementById("editor-error").before(box);
  }

  function restore() {
    let draft;
    try {
      draft = JSON.parse(localStorage.getItem(key) || "null");
    } catch (e) {
      draft = null;
    }
    if (!draft || !draft.fields || same(draft.fields, saved)) return;
    for (const name of FIELDS) setField(name, draft.fields[name]);
    // The draft's base revision: if the deck was saved elsewhere since, Save says so.
    if (draft.base) document.getElementById("base-revision").value = draft.base;
    htmx.ajax("POST", form.dataset.changeUrl, {
      source: form,
      target: "#deck-panel",
      swap: "outerHTML",
      values: { op: "validate" },
    });
    notice();
  }

  const URL_ATTRIBUTES = ["hx-get", "hx-post", "action", "data-change-url"];

  function adopt(created) {
    localStorage.removeItem(key);
    key = "arbiter:deck-draft:" + created.deckId;
    form.dataset.deckId = created.deckId;
    // The draft's endpoints mirror the deck's: /decks/new/<game>/... becomes /decks/<id>/...
    const from = created.draftPrefix.replace(/edit\/$/, "");
    const to = created.deckPrefix.replace(/edit\/$/, "");
    for (const el of document.querySelectorAll(URL_ATTRIBUTES.map((name) => "[" + name + "]").join(","))) {
      for (const name of URL_ATTRIBUTES) {
        const value = el.getAttribute(name);
        if (value && value.startsWith(from)) el.setAttribute(name, to + value.slice(from.length));
      }
    }
    htmx.process(document.body);
    history.replaceState(null, "", created.editUrl);
  }

  document.body.addEventListener("htmx:afterSettle", (event) => {
    const target = event.detail.target;
    const created = target && target.id === "save-status" && target.querySelector(".saved[data-edit-url]");
    if (created) adopt(created.dataset);
    if (target && target.id === "save-status" && target.querySelector(".saved")) {
      saved = fields();
      document.querySelectorAll(".draft-notice").forEach((n) => n.remove());
    }
    remember();
  });
  document.body.addEventListener("htmx:afterRequest", (event) => {
    const clears = event.detail.elt.dataset && event.detail.elt.dataset.clears;
    if (clears && event.detail.successful) document.querySelector(clears).replaceChildren();
  });
  form.addEventListener("input", remember);
  form.addEventListener("change", remember);
  window.addEventListener("beforeunload", (event) => {
    if (!dirty()) return;
    event.preventDefault();
    event.returnValue = "";
  });

  restore();
})();
