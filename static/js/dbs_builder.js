// The Dragon Ball Super turn-by-turn form (adjudications/_dbs_builder.html), the Esferas form's pattern, for a
// record from a known board (`state`): the form writes the record box and reads it back after every edit, so the
// box stays the record (a pasted record, the example and a page without script all work).
(function () {
  "use strict";

  const COUNTS = ["life", "deck"]; // a number of unseen cards (the form's fields; a list of cards is typed)
  const LISTS = ["hand", "energy", "battle", "drop"]; // card numbers ("?" in a hand: a card nobody has seen)
  const tools = window.ArbiterRecord;
  const isObject = (v) => v && typeof v === "object" && !Array.isArray(v);
  const f = tools.form("dbs", { blank: blank, fits: fits, format: (r) => tools.pretty(r), draw: draw });
  if (!f) return;
  const { root, $ } = f;
  const say = tools.say;
  const text = (id) => $(id).value.trim();
  const codes = (id) => text(id).split(/[\s,]+/).filter(Boolean);

  function player() {
    return { leader: "", life: 8, hand: [], deck: 36, energy: [], battle: [], drop: [] };
  }

  function blank() {
    return { state: { first: 0, turn: 1, players: [player(), player()] }, turns: [] };
  }

  function fits(r) {
    const s = r.state;
    if (!isObject(s) || !Array.isArray(s.players) || s.players.length !== 2 || !s.players.every(isObject)) return false;
    const fine = (t) => isObject(t) && (t.actions === undefined || (Array.isArray(t.actions) && t.actions.every(isObject)));
    return Array.isArray(r.turns) && r.turns.every(fine);
  }

  // the game turn the record's next turn is, and its player (the first player plays the odd game turns)
  function nextTurn(r) {
    const turn = (Number(r.state.turn) || 1) + r.turns.length;
    return { turn: turn, player: turn % 2 ? r.state.first : 1 - r.state.first };
  }

  function actionText(a) {
    const name = root.getAttribute("data-do-" + a.do) || String(a.do);
    if (a.do === "attack") return say(root.dataset.attackItem, { attacker: a.attacker, target: a.target });
    return [name, a.card].filter(Boolean).join(" ");
  }

  function draw(r) {
    $("dbs-first").value = String(r.state.first);
    $("dbs-turn").value = String(r.state.turn ?? "");
    [0, 1].forEach((p) => {
      const mine = r.state.players[p];
      const field = (key) => $("dbs-" + key + "-" + p);
      if (document.activeElement !== field("leader")) field("leader").value = mine.leader || "";
      COUNTS.forEach((key) => {
        // a list of cards in the box: typed there, the field stays out of the way
        field(key).disabled = Array.isArray(mine[key]);
        field(key).value = Number.isInteger(mine[key]) ? String(mine[key]) : "";
      });
      LISTS.forEach((key) => {
        const list = mine[key] || [];
        const plain = Array.isArray(list) && list.every((c) => typeof c === "string");
        field(key).disabled = !plain; // a rested card or a card with an id is typed in the box
        if (document.activeElement !== field(key)) field(key).value = plain ? list.join(" ") : "";
      });
    });
    const last = r.turns[r.turns.length - 1];
    const first = (Number(r.state.turn) || 1) - 1;
    $("dbs-turn-now").textContent = last ? say(root.dataset.turn, { turn: first + r.turns.length, player: last.player }) : root.dataset.noTurn;
    $("dbs-turns").replaceChildren(...r.turns.map((t, i) => {
      const parts = [];
      if (t.draw) parts.push(say(root.dataset.drawItem, { cards: t.draw.join(" ") }));
      if (t.charge) parts.push(say(root.dataset.chargeItem, { card: t.charge }));
      (t.actions || []).forEach((a) => parts.push(actionText(a)));
      const line = say(root.dataset.turnItem, { turn: first + i + 1, player: t.player, actions: parts.join(" · ") || root.dataset.noActions });
      return Object.assign(document.createElement("li"), { textContent: line });
    }));
    $("dbs-undo").disabled = !(last && last.actions && last.actions.length);
    $("dbs-undo-turn").disabled = !last;
  }

  // a turn's keys in the documented order (player, draw, charge, actions), then any other
  function tidy(turn) {
    const t = {};
    ["player", "draw", "charge", "actions", ...Object.keys(turn)].forEach((k) => k in turn && !(k in t) && (t[k] = turn[k]));
    return t;
  }

  // what the chosen action adds to the last turn; false (and a hint) when it lacks what it needs
  function add(r) {
    const turn = r.turns[r.turns.length - 1];
    if (!turn) return f.hint(root.dataset.needTurn), false;
    const kind = $("dbs-do").value;
    const actions = (turn.actions = turn.actions || []);
    const last = actions[actions.length - 1];
    const card = text("dbs-card");
    if (kind === "draw") turn.draw = codes("dbs-cards");
    else if (kind === "attack") {
      if (!text("dbs-attacker") || !text("dbs-target")) return f.hint(root.dataset.needAttack), false;
      const a = { do: "attack", attacker: text("dbs-attacker"), target: text("dbs-target") };
      if (text("dbs-blocker")) a.blocker = text("dbs-blocker");
      if (codes("dbs-life").length) a.life = codes("dbs-life");
      actions.push(a);
    } else if (!card) return f.hint(root.dataset.needCard), false;
    else if (kind === "charge") turn.charge = card;
    else if (kind === "play") {
      const p = { do: "play", card: card };
      if (codes("dbs-pay").length) p.pay = codes("dbs-pay");
      if (text("dbs-id")) p.id = text("dbs-id");
      actions.push(p);
    } else {
      // a combo in the last attack's Offence Step (the attacker's) or Defence Step (the defender's)
      if (!last || last.do !== "attack") return f.hint(root.dataset.needAttackFirst), false;
      const step = { combo: card, from: $("dbs-from").value };
      if (codes("dbs-pay").length) step.pay = codes("dbs-pay");
      last[kind] = (last[kind] || []).concat([step]);
    }
    r.turns[r.turns.length - 1] = tidy(turn);
    f.hint("");
  }

  // the last action, or the last combo of the last attack
  function undo(r) {
    const actions = r.turns[r.turns.length - 1].actions;
    const last = actions[actions.length - 1];
    const step = ["defence", "offence"].find((key) => last.do === "attack" && Array.isArray(last[key]) && last[key].length);
    if (!step) return actions.pop();
    last[step].pop();
    if (!last[step].length) delete last[step];
  }

  root.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    const id = button && button.id;
    if (id === "dbs-new-turn") {
      f.change((r) => {
        r.turns.push({ player: nextTurn(r).player, actions: [] });
      });
      $("dbs-do").value = "draw";
      f.showFields();
      f.hint("");
    } else if (id === "dbs-add") {
      let added = false;
      f.change((r) => (added = add(r) !== false));
      if (added) root.querySelectorAll('[data-for] input[type="text"]').forEach((input) => (input.value = ""));
    } else if (id === "dbs-undo") {
      f.change(undo);
    } else if (id === "dbs-undo-turn") {
      f.change((r) => r.turns.pop());
    } else if (id === "dbs-clear") {
      f.clear();
    }
  });

  root.addEventListener("change", (event) => {
    const el = event.target;
    const match = el.id.match(/^dbs-(\w+)-([01])$/);
    if (el.id === "dbs-first") f.change((r) => (r.state.first = Number(el.value)));
    else if (el.id === "dbs-turn") f.change((r) => (r.state.turn = Math.trunc(Number(el.value)) || 1));
    else if (el.id === "dbs-do") f.showFields();
    else if (match) {
      const [, key, seat] = match;
      const value = key === "leader" ? el.value.trim() : COUNTS.includes(key) ? Math.trunc(Number(el.value)) || 0 : codes(el.id);
      f.change((r) => (r.state.players[Number(seat)][key] = value));
    }
  });

  f.start();
})();
