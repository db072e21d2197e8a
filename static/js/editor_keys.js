// The deck editor's undo/redo and keyboard flow.
// Undo and redo: the deck lives in the page (#state), so every change is a new state the server re-renders;
// this keeps the states the deck went through and sends one back (op "validate") to undo or redo a change,
// whatever made it (+, -, a move, an add from the search, an import, a format change, a suggestion).
// Keys: from the search box, ArrowDown reaches the results and Up/Down move through them; Enter or + adds the
// result; in the deck, Up/Down move between cards, + adds a copy, - or Delete removes one, M moves one copy to
// the side-board (or from it back to its own section); Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes.
// The server's announcement (#editor-announce) tells a screen reader what each change did.
// The import form: whichever of the pasted text and the file the player gave last is imported, and the file
// is cleared after an import, so a paste never re-imports a stale file.
(function () {
  "use strict";
  const form = document.getElementById("editor");
  if (!form) return;
  const undoButton = document.getElementById("undo");
  const redoButton = document.getElementById("redo");
  const MAX = 100;
  const past = [];
  const future = [];
  let before = null; // the state when the request started
  let replaying = false;

  const state = () => (document.getElementById("state") || {}).value || "{}";

  function refresh() {
    undoButton.disabled = !past.length;
    redoButton.disabled = !future.length;
  }

  function send(value) {
    document.getElementById("state").value = value;
    replaying = true;
    htmx.ajax("POST", form.dataset.changeUrl, {
      source: form,
      target: "#deck-panel",
      swap: "outerHTML",
      values: { op: "validate" },
    });
  }

  const queued = []; // undo/redo pressed while one is on its way: done in turn once it has arrived

  function undo() {
    if (replaying) return void queued.push(undo);
    if (!past.length) return;
    future.push(state());
    send(past.pop());
    refresh();
  }

  function redo() {
    if (replaying) return void queued.push(redo);
    if (!future.length) return;
    past.push(state());
    send(future.pop());
    refresh();
  }

  undoButton.addEventListener("click", undo);
  redoButton.addEventListener("click", redo);

  document.body.addEventListener("htmx:beforeRequest", (event) => {
    if (event.detail.target && event.detail.target.id === "deck-panel") before = state();
  });
  document.body.addEventListener("htmx:afterSettle", (event) => {
    if (!event.detail.target || !document.getElementById("state")) return;
    if (replaying) {
      replaying = false;
      const next = queued.shift();
      if (next) setTimeout(next);
    } else if (before !== null && before !== state()) {
      past.push(before);
      if (past.length > MAX) past.shift();
      future.length = 0;
    }
    before = null;
    refresh();
    refocus();
  });

  // After a deck change the panel is new: focus goes back to the button pressed when it is still there (so Enter
  // adds another copy), else to the same card's row (or its neighbour).
  let focusKey = null;
  function rowKey(row) {
    return row ? { code: row.dataset.code, section: row.dataset.section } : null;
  }
  document.body.addEventListener("htmx:beforeRequest", (event) => {
    const row = event.detail.elt && event.detail.elt.closest && event.detail.elt.closest("#deck-panel li[data-code]");
    const pressed = document.activeElement === event.detail.elt ? event.detail.elt.id : null;
    if (row) focusKey = { ...rowKey(row), index: rows().indexOf(row), id: pressed || null };
  });
  function rows() {
    return Array.from(document.querySelectorAll("#deck-panel li[data-code]"));
  }
  function refocus() {
    if (!focusKey) return;
    const pressed = focusKey.id && document.getElementById(focusKey.id);
    if (pressed) {
      focusKey = null;
      pressed.focus();
      return;
    }
    const all = rows();
    const same = all.find((r) => r.dataset.code === focusKey.code && r.dataset.section === focusKey.section);
    const target = same || all[Math.min(focusKey.index, all.length - 1)];
    focusKey = null;
    if (target) target.focus();
  }

  function typing(el) {
    return el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) && el.type !== "button";
  }

  function step(list, current, delta) {
    const at = list.indexOf(current);
    return list[Math.max(0, Math.min(list.length - 1, at + delta))];
  }

  document.addEventListener("keydown", (event) => {
    const el = document.activeElement;
    const ctrl = event.ctrlKey || event.metaKey;
    if (ctrl && !event.altKey && !typing(el)) {
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) {
        event.preventDefault();
        undo();
        return;
      }
      if ((key === "z" && event.shiftKey) || key === "y") {
        event.preventDefault();
        redo();
        return;
      }
    }
    if (ctrl || event.altKey) return;
    const results = Array.from(document.querySelectorAll("#search-results li[data-code]"));
    if (el && el.id === "card-search" && event.key === "ArrowDown" && results.length) {
      event.preventDefault();
      results[0].focus();
      return;
    }
    const result = el && el.closest && el.closest("#search-results li[data-code]");
    if (result) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        if (event.key === "ArrowUp" && result === results[0]) document.getElementById("card-search").focus();
        else step(results, result, event.key === "ArrowDown" ? 1 : -1).focus();
      } else if ((event.key === "Enter" && el === result) || event.key === "+") {
        event.preventDefault();
        result.querySelector("button[name=op]").click();
      } else if (event.key === "Escape") {
        document.getElementById("card-search").focus();
      }
      return;
    }
    const row = el && el.closest && el.closest("#deck-panel li[data-code]");
    if (!row || typing(el)) return;
    const press = (selector) => {
      const button = row.querySelector(selector);
      if (button) {
        event.preventDefault();
        button.click();
      }
    };
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      step(rows(), row, event.key === "ArrowDown" ? 1 : -1).focus();
    } else if (event.key === "+" || event.key === "=") {
      press("button[value^='inc|']");
    } else if (event.key === "-" || event.key === "Delete" || event.key === "Backspace") {
      press("button[value^='dec|']");
    } else if (event.key === "m" || event.key === "M") {
      if (row.dataset.section === "side") {
        // From the side-board back to the section its card type goes to.
        const button = row.querySelector("button[data-move]");
        if (button) {
          event.preventDefault();
          focusKey = { ...rowKey(row), index: rows().indexOf(row) };
          htmx.ajax("POST", form.dataset.changeUrl, {
            source: form,
            target: "#deck-panel",
            swap: "outerHTML",
            values: { op: button.value, to: "auto" },
          });
        }
      } else {
        press("button[data-move]");
      }
    }
  });

  // The import: the last given of the paste and the file is what is imported; an import clears the file.
  const given = document.getElementById("import-given");
  const file = document.getElementById("id_file");
  const pasted = document.getElementById("id_decklist");
  if (given && file && pasted) {
    pasted.addEventListener("input", () => (given.value = pasted.value.trim() ? "text" : file.value ? "file" : ""));
    file.addEventListener("change", () => (given.value = file.value ? "file" : ""));
    document.body.addEventListener("htmx:afterRequest", (event) => {
      if (event.detail.elt && event.detail.elt.id === "import-form" && event.detail.successful) {
        file.value = "";
        given.value = pasted.value.trim() ? "text" : "";
      }
    });
  }
  refresh();
})();
