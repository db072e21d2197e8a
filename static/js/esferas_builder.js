// The Esferas turn-by-turn form (adjudications/_esferas_builder.html), the Tractor builder's pattern: the
// form writes the record box, and reads it back after every edit, so the box stays the record (a pasted
// record, the example and a page without script all work). record_check.js shows the server's shape check.
(function () {
  "use strict";

  const f = window.ArbiterRecord.form("esferas", { blank: blank, fits: fits, format: format, draw: draw });
  if (!f) return;
  const { root, $ } = f;
  const say = window.ArbiterRecord.say;
  const j = window.ArbiterRecord.json;
  const codes = (text) => text.split(/[\s,]+/).filter(Boolean);

  function blank() {
    return { energy: 500, first: 0, decks: [[], []], turns: [] };
  }

  function fits(r) {
    const ok = Array.isArray(r.decks) && r.decks.length === 2 && r.decks.every(Array.isArray) && Array.isArray(r.turns || []);
    if (!ok) return false;
    r.turns = r.turns || [];
    return r.turns.every((t) => t && typeof t === "object" && (t.actions === undefined || Array.isArray(t.actions)));
  }

  // laid out as the documented example: one line per deck and per action
  function format(r) {
    return window.ArbiterRecord.layout(r, ["energy", "first", "decks", "turns"], ["decks"], "actions", (a) => "      " + j(a));
  }

  const hint = f.hint;
  const change = f.change;

  function draw(r) {
    $("esferas-energy").value = String(r.energy);
    $("esferas-first").value = String(r.first);
    [0, 1].forEach((p) => {
      const deck = $("esferas-deck-" + p);
      if (document.activeElement !== deck) deck.value = r.decks[p].join(" ");
      $("esferas-deck-count-" + p).textContent = say(root.dataset.deckCount, { player: p, n: r.decks[p].length });
    });
    const last = r.turns[r.turns.length - 1];
    $("esferas-turn-now").textContent = last ? say(root.dataset.turn, { turn: r.turns.length, player: last.player }) : root.dataset.noTurn;
    $("esferas-turns").replaceChildren(...r.turns.map((t, i) => {
      const li = document.createElement("li");
      const actions = (t.actions || []).map((a) => [a.do, a.card || (a.cards || []).join(" ")].filter(Boolean).join(" "));
      if (t.discard && t.discard.length) actions.push(say(root.dataset.discardItem, { cards: t.discard.join(" ") }));
      li.textContent = say(root.dataset.turnItem, { turn: i + 1, player: t.player, actions: actions.join(" · ") || root.dataset.noActions });
      return li;
    }));
    $("esferas-undo").disabled = !(last && last.actions && last.actions.length);
    $("esferas-undo-turn").disabled = !last;
  }

  // {"sphere": code} or {"character": code} for a part of the action ("card", "modifier", "defence")
  function payment(part, prefix) {
    const code = $("esferas-" + part + "-pay").value.trim();
    if (!code) return {};
    return { [(prefix || "") + $("esferas-" + part + "-pay-by").value]: code };
  }

  function action() {
    const kind = $("esferas-do").value;
    const card = $("esferas-card").value.trim();
    if (kind === "dragon_balls") return { do: kind, cards: codes($("esferas-cards").value) };
    if (!card) return null;
    const a = { do: kind, card: card };
    if (kind === "permanent") Object.assign(a, payment("card"));
    if (kind === "use_permanent") {
      const n = (id) => Number($(id).value) || 0;
      const effect = {};
      if (n("esferas-energy-0") || n("esferas-energy-1")) effect.energy = [n("esferas-energy-0"), n("esferas-energy-1")];
      if (n("esferas-draw-0") || n("esferas-draw-1")) effect.draw = [n("esferas-draw-0"), n("esferas-draw-1")];
      a.effect = effect;
    }
    if (kind === "attack") {
      Object.assign(a, payment("card"));
      const modifier = $("esferas-modifier").value.trim();
      if (modifier) Object.assign(a, { modifier: modifier }, payment("modifier", "modifier_"));
      const defence = $("esferas-defence").value.trim();
      a.defence = defence ? Object.assign({ card: defence }, payment("defence")) : null;
    }
    return a;
  }

  root.addEventListener("click", (event) => {
    const id = event.target.closest("button") && event.target.closest("button").id;
    if (id === "esferas-new-turn") {
      change((r) => {
        const last = r.turns[r.turns.length - 1];
        r.turns.push({ player: last ? 1 - last.player : r.first, actions: [], discard: [] });
      });
      hint("");
    } else if (id === "esferas-add") {
      const a = action();
      if (!a) return hint(root.dataset.needCard);
      change((r) => {
        if (!r.turns.length) {
          hint(root.dataset.needTurn);
          return false;
        }
        const turn = r.turns[r.turns.length - 1];
        turn.actions = (turn.actions || []).concat([a]);
        hint("");
      });
      root.querySelectorAll('[data-for] input[type="text"]').forEach((input) => (input.value = ""));
    } else if (id === "esferas-set-discard") {
      change((r) => {
        if (!r.turns.length) {
          hint(root.dataset.needTurn);
          return false;
        }
        r.turns[r.turns.length - 1].discard = codes($("esferas-discard").value);
      });
      $("esferas-discard").value = "";
    } else if (id === "esferas-undo") {
      change((r) => r.turns[r.turns.length - 1].actions.pop());
    } else if (id === "esferas-undo-turn") {
      change((r) => r.turns.pop());
    } else if (id === "esferas-clear") {
      f.clear();
    }
  });

  root.addEventListener("change", (event) => {
    const el = event.target;
    if (el.id === "esferas-energy") change((r) => (r.energy = Number(el.value)));
    else if (el.id === "esferas-first") change((r) => (r.first = Number(el.value)));
    else if (el.id === "esferas-deck-0" || el.id === "esferas-deck-1") change((r) => (r.decks[Number(el.id.slice(-1))] = codes(el.value)));
    else if (el.id === "esferas-do") f.showFields();
  });

  f.start();
})();
