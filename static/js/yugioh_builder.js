// The Yu-Gi-Oh! turn-by-turn form (adjudications/_yugioh_builder.html), the Esferas form's pattern: the form
// writes the record box and reads it back after every edit, so the box stays the record (a pasted record, the
// example and a page without script all work). record_check.js shows the server's shape check.
(function () {
  "use strict";

  const isObject = (v) => v && typeof v === "object" && !Array.isArray(v);
  const f = window.ArbiterRecord.form("yugioh", { blank: blank, fits: fits, format: format, draw: draw });
  if (!f) return;
  const { root, $ } = f;
  const say = window.ArbiterRecord.say;
  const j = window.ArbiterRecord.json;
  const ids = (id) => $(id).value.split(/[\s,]+/).filter(Boolean);
  const text = (id) => $(id).value.trim();
  // what an option of one of the form's choices reads (the translated word for a record's word)
  const named = (select, value) => {
    const option = [...$(select).options].find((o) => o.value === value);
    return option ? option.textContent : String(value);
  };
  const PHASES = ["draw", "standby", "main1", "battle", "main2", "end"];
  const LISTS = ["destroy", "banish", "to_hand", "to_deck", "face_up"]; // the outcome's lists the form fills (face_down is typed)

  function blank() {
    return { first: 0, cards: {}, turns: [] };
  }

  function fits(r) {
    if (!isObject(r.cards) || !Object.values(r.cards).every(isObject)) return false;
    if (r.decks !== undefined && !(Array.isArray(r.decks) && r.decks.length === 2)) return false;
    const fine = (t) => isObject(t) && (t.events === undefined || (Array.isArray(t.events) && t.events.every(isObject)));
    return Array.isArray(r.turns) && r.turns.every(fine);
  }

  // laid out as the documented example: one line per card and per event
  function format(r) {
    return window.ArbiterRecord.layout(r, ["first", "cards", "decks", "turns"], ["cards"], "events", (e) => "      " + j(e));
  }

  // who has priority after the turn's events, as far as the form can tell: the turn player after a phase or a
  // draw; the opponent after an activation or a pass; else the one who acted
  function priority(turn) {
    const events = (turn && turn.events) || [];
    const last = events[events.length - 1];
    if (!last || last.phase !== undefined || last.do === "draw" || (last.player !== 0 && last.player !== 1)) return turn ? turn.player : 0;
    return last.do === "pass" || last.do === "activate" ? 1 - last.player : last.player;
  }

  function eventText(e) {
    if (e.phase !== undefined) return named("yugioh-phase", e.phase);
    return say(root.dataset.event, { player: e.player, action: named("yugioh-do", e.do), card: e.card || "" }).trim();
  }

  function draw(r) {
    $("yugioh-first").value = String(r.first);
    [0, 1].forEach((p) => {
      const deck = $("yugioh-deck-" + p);
      if (document.activeElement !== deck) deck.value = r.decks ? String(r.decks[p]) : "";
    });
    const cards = Object.keys(r.cards);
    $("yugioh-cards").replaceChildren(...cards.map((id) => {
      const li = document.createElement("li");
      const c = r.cards[id];
      li.textContent = say(root.dataset.cardItem, { id: id, code: c.code, owner: c.owner, zone: named("yugioh-zone", c.zone) });
      return li;
    }));
    $("yugioh-ids").replaceChildren(...cards.map((id) => Object.assign(document.createElement("option"), { value: id })));
    const last = r.turns[r.turns.length - 1];
    $("yugioh-turn-now").textContent = last ? say(root.dataset.turn, { turn: r.turns.length, player: last.player }) : root.dataset.noTurn;
    const events = last ? last.events || [] : [];
    $("yugioh-events").replaceChildren(...events.map((e) => Object.assign(document.createElement("li"), { textContent: eventText(e) })));
    $("yugioh-turns").replaceChildren(...r.turns.map((t, i) => {
      const n = (t.events || []).length;
      const actions = n ? say(root.dataset.events, { n: n }) : root.dataset.noActions;
      return Object.assign(document.createElement("li"), { textContent: say(root.dataset.turnItem, { turn: i + 1, player: t.player, actions: actions }) });
    }));
    $("yugioh-player").value = String(priority(last));
    $("yugioh-undo").disabled = !events.length;
    $("yugioh-undo-turn").disabled = !last;
  }

  // the event the chosen action adds, or null when it needs a card the judge has not named
  function event() {
    const kind = $("yugioh-do").value;
    if (kind === "phase") return { phase: $("yugioh-phase").value };
    const e = { player: Number($("yugioh-player").value), do: kind };
    const card = text("yugioh-card");
    if (kind === "pass") return e;
    if (kind === "draw") return card ? Object.assign(e, { card: card }) : e;
    if (!card) return null;
    e.card = card;
    if (kind === "attack") e.target = text("yugioh-target") || null;
    if (kind === "leave") e.to = $("yugioh-to").value;
    if (kind === "activate") {
      if ($("yugioh-effect").value) e.effect = $("yugioh-effect").value;
      if (ids("yugioh-targets").length) e.targets = ids("yugioh-targets");
      if ($("yugioh-when").value) e.when = $("yugioh-when").value;
      if ($("yugioh-once").checked) e.once_per_turn = true;
      const outcome = {};
      if (text("yugioh-negate_summon")) outcome.negate_summon = text("yugioh-negate_summon");
      LISTS.forEach((key) => ids("yugioh-" + key).length && (outcome[key] = ids("yugioh-" + key)));
      ["negate_activation", "negate_effect"].forEach((key) => {
        if (text("yugioh-" + key)) outcome[key] = Math.trunc(Number(text("yugioh-" + key))) || 0;
      });
      if (Object.keys(outcome).length) e.outcome = outcome;
    }
    return e;
  }

  // add events to the last turn; false (and a hint) when there is no turn yet
  function append(r, events) {
    const turn = r.turns[r.turns.length - 1];
    if (!turn) return f.hint(root.dataset.needTurn), false;
    turn.events = (turn.events || []).concat(events);
    f.hint("");
  }

  function addCard(r) {
    const id = text("yugioh-id");
    const code = text("yugioh-code");
    if (!id || !code) return f.hint(root.dataset.needId), false;
    r.cards[id] = { code: code, owner: Number($("yugioh-owner").value), zone: $("yugioh-zone").value };
    f.hint("");
  }

  function clearEntry() {
    root.querySelectorAll('[data-for] input[type="text"], [data-for] input[type="number"]').forEach((input) => (input.value = ""));
    root.querySelectorAll('[data-for] input[type="checkbox"]').forEach((input) => (input.checked = false));
  }

  root.addEventListener("click", (event_) => {
    const button = event_.target.closest("button");
    const id = button && button.id;
    if (id === "yugioh-new-turn") {
      f.change((r) => {
        const last = r.turns[r.turns.length - 1];
        r.turns.push({ player: last ? 1 - last.player : r.first, events: [] });
      });
      $("yugioh-do").value = "phase";
      $("yugioh-phase").value = "draw";
      f.showFields();
      f.hint("");
    } else if (id === "yugioh-add") {
      const e = event();
      if (!e) return f.hint(root.dataset.needCard);
      let added = false;
      f.change((r) => (added = append(r, [e]) !== false));
      if (!added) return;
      clearEntry();
      if (e.phase !== undefined) {
        // the next phase comes next; a Draw Phase starts with the turn player's draw
        $("yugioh-phase").value = PHASES[Math.min(PHASES.indexOf(e.phase) + 1, PHASES.length - 1)] || "draw";
        if (e.phase === "draw") $("yugioh-do").value = "draw";
      } else if (e.do === "draw") $("yugioh-do").value = "phase";
      f.showFields();
    } else if (id === "yugioh-both-pass") {
      const p = Number($("yugioh-player").value);
      f.change((r) => append(r, [{ player: p, do: "pass" }, { player: 1 - p, do: "pass" }]));
    } else if (id === "yugioh-undo") {
      f.change((r) => r.turns[r.turns.length - 1].events.pop());
    } else if (id === "yugioh-undo-turn") {
      f.change((r) => r.turns.pop());
    } else if (id === "yugioh-add-card") {
      let added = false;
      f.change((r) => (added = addCard(r) !== false));
      if (added) ["yugioh-id", "yugioh-code"].forEach((field) => ($(field).value = ""));
    } else if (id === "yugioh-remove-card") {
      f.change((r) => delete r.cards[text("yugioh-id")]);
    } else if (id === "yugioh-clear") {
      f.clear();
    }
  });

  root.addEventListener("change", (event_) => {
    const el = event_.target;
    if (el.id === "yugioh-first") f.change((r) => (r.first = Number(el.value)));
    else if (el.id === "yugioh-deck-0" || el.id === "yugioh-deck-1") {
      const sizes = [text("yugioh-deck-0"), text("yugioh-deck-1")];
      if (sizes.every((s) => s === "")) f.change((r) => delete r.decks);
      else if (sizes.some((s) => s === "")) f.hint(root.dataset.needDecks);
      else {
        f.hint("");
        f.change((r) => (r.decks = sizes.map((s) => Math.trunc(Number(s)) || 0)));
      }
    } else if (el.id === "yugioh-do") f.showFields();
  });

  f.start();
})();
