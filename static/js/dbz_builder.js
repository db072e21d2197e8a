// The Dragon Ball Z turn-by-turn form (adjudications/_dbz_builder.html), the Esferas form's pattern: the form
// writes the record box and reads it back after every edit, so the box stays the record (a pasted record, the
// example and a page without script all work). record_check.js shows the server's shape check.
(function () {
  "use strict";

  const f = window.ArbiterRecord.form("dbz", { blank: blank, fits: fits, format: format, draw: draw });
  if (!f) return;
  const { root, $ } = f;
  const say = window.ArbiterRecord.say;
  const j = window.ArbiterRecord.json;
  const codes = (text) => text.split(/[\s,]+/).filter(Boolean);
  const text = (id) => $(id).value.trim();
  // a number field: its whole number, or null when empty (the record then leaves the key out)
  const number = (id) => (text(id) === "" ? null : Math.trunc(Number(text(id))) || 0);
  const isObject = (v) => v && typeof v === "object" && !Array.isArray(v);

  function player() {
    return { personality: [], highest_level: 3, style: null, life_deck: 55 };
  }

  function blank() {
    return { players: [player(), player()], first: 0, turns: [] };
  }

  function fits(r) {
    if (!Array.isArray(r.players) || r.players.length !== 2 || !r.players.every(isObject)) return false;
    r.turns = r.turns || [];
    if (!Array.isArray(r.turns)) return false;
    const fine = (t) => isObject(t) && (t.steps === undefined || (Array.isArray(t.steps) && t.steps.every(isObject)));
    return r.turns.every(fine);
  }

  // laid out as the documented example, one line per player, per step and per attack entry
  function format(r) {
    const step = (s) => {
      if (s.step !== "combat" || !Array.isArray(s.attacks)) return "      " + j(s);
      const head = Object.assign({}, s);
      delete head.attacks;
      const attacks = s.attacks.map((a) => "        " + j(a)).join(",\n");
      return "      " + j(head).slice(0, -1) + ', "attacks": [' + (attacks ? "\n" + attacks + "\n      " : "") + "]}";
    };
    return window.ArbiterRecord.layout(r, ["players", "first", "turns"], ["players"], "steps", step);
  }

  const hint = f.hint;
  const change = f.change;

  function stepText(s) {
    const name = (typeof s.step === "string" && root.getAttribute("data-step-" + s.step)) || String(s.step);
    if (s.step === "non_combat" && Array.isArray(s.plays)) return name + " (" + say(root.dataset.plays, { n: s.plays.length }) + ")";
    if (s.step === "combat" && Array.isArray(s.attacks)) return name + " (" + say(root.dataset.attacks, { n: s.attacks.length }) + ")";
    return name;
  }

  function draw(r) {
    $("dbz-first").value = String(r.first);
    [0, 1].forEach((p) => {
      const mp = r.players[p];
      const field = $("dbz-mp-" + p);
      if (document.activeElement !== field) field.value = Array.isArray(mp.personality) ? mp.personality.join(" ") : "";
      $("dbz-highest-" + p).value = String(mp.highest_level ?? "");
      $("dbz-life-" + p).value = String(mp.life_deck ?? "");
      $("dbz-style-" + p).value = mp.style && mp.style !== "Freestyle" ? mp.style : "";
    });
    const last = r.turns[r.turns.length - 1];
    $("dbz-turn-now").textContent = last ? say(root.dataset.turn, { turn: r.turns.length, player: last.player }) : root.dataset.noTurn;
    const steps = last ? last.steps || [] : [];
    $("dbz-steps").replaceChildren(...steps.map((s) => {
      const li = document.createElement("li");
      li.textContent = stepText(s);
      return li;
    }));
    $("dbz-turns").replaceChildren(...r.turns.map((t, i) => {
      const li = document.createElement("li");
      const names = (t.steps || []).map(stepText).join(" · ");
      li.textContent = say(root.dataset.turnItem, { turn: i + 1, player: t.player, actions: names || root.dataset.noActions });
      return li;
    }));
    $("dbz-undo").disabled = !steps.length;
    $("dbz-undo-turn").disabled = !last;
  }

  // the effect's power and anger changes, [player 0, player 1]; nothing when both are 0
  function effect() {
    const e = {};
    ["power", "anger"].forEach((key) => {
      const pair = [number("dbz-" + key + "-0") || 0, number("dbz-" + key + "-1") || 0];
      if (pair[0] || pair[1]) e[key] = pair;
    });
    return Object.keys(e).length ? e : null;
  }

  function play() {
    const card = text("dbz-card");
    if (!card) return null;
    const p = { [$("dbz-play-how").value]: card };
    if ("card" in p && text("dbz-ally-id")) p.id = text("dbz-ally-id");
    if ("card" in p && text("dbz-covers")) p.covers = text("dbz-covers");
    const e = effect();
    if (e || "use" in p) p.effect = e || {}; // a card used from the table always declares what it did
    return p;
  }

  function attack() {
    const source = $("dbz-source").value;
    const card = text("dbz-card");
    if (source !== "power" && !card) return null;
    const a = {};
    if (text("dbz-by")) a.by = text("dbz-by");
    a[source] = source === "power" ? true : card;
    if ($("dbz-kind").value && source !== "final") a.kind = $("dbz-kind").value;
    if (number("dbz-cost") !== null) a.cost = number("dbz-cost");
    const damage = {};
    if (number("dbz-damage-stages") !== null) damage.stages = number("dbz-damage-stages");
    if (number("dbz-damage-life") !== null) damage.life = number("dbz-damage-life");
    if (Object.keys(damage).length) a.damage = damage;
    const e = effect();
    if (e) a.effect = e;
    const from = $("dbz-defence-from").value;
    const defence = text("dbz-defence");
    if (defence || from === "power") {
      const d = { [from]: from === "power" ? true : defence, stops: $("dbz-stops").checked };
      if (number("dbz-prevents") !== null) d.prevents = number("dbz-prevents");
      a.defence = d;
    }
    return a;
  }

  // the entry the chosen step adds to the last turn: a new step, or a play or attack entry in the last one
  function add(r) {
    const turn = r.turns[r.turns.length - 1];
    if (!turn) return hint(root.dataset.needTurn), false;
    turn.steps = turn.steps || [];
    const steps = turn.steps;
    const last = steps[steps.length - 1];
    const kind = $("dbz-do").value;
    if (kind === "draw") steps.push({ step: "draw", cards: codes($("dbz-cards").value) });
    else if (kind === "combat") steps.push({ step: "combat", defender_draw: codes($("dbz-cards").value), attacks: [] });
    else if (kind === "power_up") {
      const gain = number("dbz-mp-gain");
      steps.push(gain === null ? { step: "power_up" } : { step: "power_up", mp: gain });
    } else if (kind === "discard") {
      steps.push({ step: "discard", cards: codes($("dbz-discard").value), defender: codes($("dbz-discard-defender").value) });
    } else if (kind === "rejuvenate") steps.push({ step: "rejuvenate", done: $("dbz-rejuvenated").checked });
    else if (kind === "non_combat") {
      const p = play();
      if (!p) return hint(root.dataset.needCard), false;
      if (last && last.step === "non_combat" && Array.isArray(last.plays)) last.plays.push(p);
      else steps.push({ step: "non_combat", plays: [p] });
    } else {
      if (!last || last.step !== "combat" || !Array.isArray(last.attacks)) return hint(root.dataset.needCombat), false;
      const a = kind === "pass" ? { pass: true } : attack();
      if (!a) return hint(root.dataset.needCard), false;
      last.attacks.push(a);
    }
    hint("");
    return true;
  }

  // the step after the one just recorded, so a turn goes down the list with one button
  const NEXT = { draw: "non_combat", power_up: "combat", combat: "attack", discard: "rejuvenate" };

  function clearEntry() {
    root.querySelectorAll('[data-for] input[type="text"]').forEach((input) => (input.value = ""));
    root.querySelectorAll('[data-for] input[type="number"]').forEach((input) => (input.value = input.id.match(/-(power|anger)-/) ? "0" : ""));
  }

  function undo(r) {
    const turn = r.turns[r.turns.length - 1];
    const steps = (turn && turn.steps) || [];
    const last = steps[steps.length - 1];
    if (!last) return false;
    const entries = last.step === "combat" ? last.attacks : last.step === "non_combat" ? last.plays : null;
    if (Array.isArray(entries) && entries.length > (last.step === "combat" ? 0 : 1)) entries.pop();
    else steps.pop();
  }

  root.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    const id = button && button.id;
    if (id === "dbz-new-turn") {
      change((r) => {
        const last = r.turns[r.turns.length - 1];
        r.turns.push({ player: last ? 1 - last.player : r.first, steps: [] });
      });
      $("dbz-do").value = "draw";
      f.showFields();
      hint("");
    } else if (id === "dbz-add") {
      const kind = $("dbz-do").value;
      let added = false;
      change((r) => (added = add(r)));
      if (!added) return;
      clearEntry();
      if (NEXT[kind]) {
        $("dbz-do").value = NEXT[kind];
        f.showFields();
      }
    } else if (id === "dbz-undo") {
      change(undo);
    } else if (id === "dbz-undo-turn") {
      change((r) => r.turns.pop());
    } else if (id === "dbz-clear") {
      f.clear();
    }
  });

  root.addEventListener("change", (event) => {
    const el = event.target;
    const seat = Number(el.id.slice(-1));
    if (el.id === "dbz-first") change((r) => (r.first = Number(el.value)));
    else if (/^dbz-mp-[01]$/.test(el.id)) change((r) => (r.players[seat].personality = codes(el.value)));
    else if (/^dbz-highest-[01]$/.test(el.id)) change((r) => (r.players[seat].highest_level = number(el.id)));
    else if (/^dbz-life-[01]$/.test(el.id)) change((r) => (r.players[seat].life_deck = number(el.id)));
    else if (/^dbz-style-[01]$/.test(el.id)) change((r) => (r.players[seat].style = el.value || null));
    else if (el.id === "dbz-do") f.showFields();
  });

  f.start();
})();
