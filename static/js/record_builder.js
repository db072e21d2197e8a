// The Tractor record builder (adjudications/_tractor_builder.html): a judge clicks the deal, bids, bury and
// tricks and the builder writes the record box. The box stays the record: the builder reads it back on every
// edit, so a pasted record, the "load the example" button and a page without script all still work. The
// server checks each new state (record_builder.py: shape, then who acts next) and stays the authority.
(function () {
  "use strict";

  const root = document.getElementById("record-builder");
  const box = document.getElementById("id_record");
  const game = document.getElementById("id_game");
  const data = document.getElementById("record-builder-text");
  if (!root || !box || !game || !data) return;
  const T = JSON.parse(data.textContent);
  const SEATS = 4;
  const HAND = 25;
  const KITTY = 8;
  const SUITS = ["S", "H", "D", "C"];
  const FACES = Object.keys(T.faces); // rank then suit, suit by suit, then SJ BJ: the deck grid's order
  const $ = (id) => document.getElementById(id);

  let record = null; // the box's record as the builder reads it, or null when it cannot
  let chosen = []; // indexes into the hand shown for a bid or a play (pressed buttons)
  let playSeat = null; // a seat the judge picked for the next play, instead of the one due
  let server = { text: null, next: null }; // the last check's answer and the box text it was for
  let timer = null;

  const say = window.ArbiterRecord.say;
  const j = window.ArbiterRecord.json;

  function canonical(card) {
    return typeof card === "string" && /^T[SHDC]$/.test(card) ? "10" + card[1] : card;
  }

  function blank() {
    return { levels: ["2", "2"], dealer: null, hands: [[], [], [], []], kitty: [], bids: [], buried: [], tricks: [] };
  }

  // The box's text as a record the builder can work on; null when it is not one (the judge is typing).
  function read() {
    const r = window.ArbiterRecord.over(box.value, blank);
    if (!r) return null;
    const cardList = (v) => Array.isArray(v) && v.every((c) => typeof c === "string");
    if (!Array.isArray(r.hands) || r.hands.length !== SEATS || !r.hands.every(cardList)) return null;
    if (!cardList(r.kitty) || !cardList(r.buried || []) || !Array.isArray(r.bids || []) || !Array.isArray(r.tricks || []))
      return null;
    r.bids = r.bids || [];
    r.buried = r.buried || [];
    r.tricks = r.tricks || [];
    const okPlay = (p) => p && typeof p === "object" && Number.isInteger(p.seat) && cardList(p.cards);
    if (!r.tricks.every((t) => Array.isArray(t) && t.every(okPlay))) return null;
    if (!r.bids.every((b) => b && typeof b === "object" && Number.isInteger(b.seat))) return null;
    r.hands = r.hands.map((h) => h.map(canonical));
    r.kitty = r.kitty.map(canonical);
    r.buried = r.buried.map(canonical);
    return r;
  }

  // The record laid out as the documented examples are: one line per hand, bid and trick.
  function format(r) {
    const list = (items) => (items.length ? "[\n" + items.map((x) => "    " + j(x)).join(",\n") + "\n  ]" : "[]");
    const lines = [
      '  "levels": ' + j(r.levels),
      '  "dealer": ' + j(r.dealer),
      '  "hands": ' + list(r.hands),
      '  "kitty": ' + j(r.kitty),
      '  "bids": ' + list(r.bids),
      '  "buried": ' + j(r.buried),
      '  "tricks": ' + list(r.tricks),
    ];
    Object.keys(r).forEach((key) => {
      if (!(key in blank())) lines.push("  " + j(key) + ": " + j(r[key]));
    });
    return "{\n" + lines.join(",\n") + "\n}\n";
  }

  function write(r) {
    box.value = format(r);
    chosen = [];
    refresh();
  }

  function change(edit) {
    const r = read();
    if (!r) return;
    edit(r);
    write(r);
  }

  function count(cards) {
    const n = {};
    cards.forEach((c) => (n[c] = (n[c] || 0) + 1));
    return n;
  }

  function remove(cards, taken) {
    const left = cards.slice();
    taken.forEach((c) => {
      const i = left.indexOf(c);
      if (i >= 0) left.splice(i, 1);
    });
    return left;
  }

  function sorted(cards) {
    const key = (c) => (c in T.faces ? FACES.indexOf(c) : 999);
    return cards.slice().sort((a, b) => key(b) - key(a));
  }

  // --- what the rules say comes next (a mirror of the engine's simplest facts; the server checks the rest)

  function levelRank(r) {
    return r.dealer === null || r.dealer === undefined ? r.levels[0] : r.levels[r.dealer % 2];
  }

  function bidding(r) {
    let standing = false;
    let passes = 0;
    let declarer = null;
    r.bids.forEach((b) => {
      if (b.pass) {
        passes += 1;
      } else {
        standing = true;
        passes = 0;
        if (declarer === null) declarer = b.seat;
      }
    });
    const over = passes >= (standing ? 3 : 4);
    const first = r.dealer === null || r.dealer === undefined ? 0 : r.dealer;
    let dealer = r.dealer === null || r.dealer === undefined ? declarer : r.dealer;
    if (over && dealer === null) dealer = 0;
    return { over: over, next: (first + r.bids.length) % SEATS, dealer: over ? dealer : null };
  }

  function holding(r, seat, dealer) {
    let cards = r.hands[seat].slice();
    if (seat === dealer) cards = remove(cards.concat(r.kitty), r.buried);
    r.tricks.forEach((t) => t.forEach((p) => {
      if (p.seat === seat) cards = remove(cards, p.cards.map(canonical));
    }));
    return sorted(cards);
  }

  function dueToPlay(r, dealer) {
    const last = r.tricks[r.tricks.length - 1];
    if (!last) return dealer;
    if (last.length < SEATS) return (last[0].seat + last.length) % SEATS;
    // who won the last trick is the engine's call: the server's answer, if it was for this very record
    return server.text === box.value && server.next ? server.next.play : null;
  }

  // --- drawing

  function cardButton(card, key, pressed) {
    const face = T.faces[card] || { text: card, label: card, red: false };
    const b = document.createElement("button");
    b.type = "button";
    b.className = "builder-card" + (face.red ? " red" : "");
    b.dataset.key = key;
    b.dataset.card = card;
    b.dir = "ltr";
    b.textContent = face.text;
    b.setAttribute("aria-label", face.label);
    if (pressed !== undefined) b.setAttribute("aria-pressed", pressed ? "true" : "false");
    return b;
  }

  function fill(id, nodes) {
    $(id).replaceChildren(...nodes);
  }

  function cardsText(cards) {
    return cards.map((c) => (T.faces[c] ? T.faces[c].text : c)).join(" ");
  }

  function listItem(text) {
    const li = document.createElement("li");
    li.textContent = text;
    return li;
  }

  // Where the keyboard focus was: a card button is redrawn, so focus goes back to the same card, or to
  // the card now in its place (a card buried or played has left its row), never lost to the page.
  function focusPlace() {
    const el = document.activeElement;
    if (!el || !root.contains(el) || !el.dataset.key) return null;
    return { key: el.dataset.key, area: el.parentElement.id, index: Array.prototype.indexOf.call(el.parentElement.children, el) };
  }

  function restoreFocus(place) {
    if (!place) return;
    const same = root.querySelector('[data-key="' + place.key + '"]:not(:disabled)');
    const row = $(place.area) ? Array.from($(place.area).querySelectorAll(".builder-card:not(:disabled)")) : [];
    const target = same || row[Math.min(place.index, row.length - 1)];
    if (target) target.focus();
  }

  function refresh() {
    const focused = focusPlace();
    const r = read();
    root.classList.toggle("paused", !r);
    $("builder-hint").textContent = r ? "" : T.text.bad_json;
    if (!r) return;
    drawSetup(r);
    drawHands(r);
    const bid = drawBids(r);
    drawBury(r, bid);
    drawTricks(r, bid);
    restoreFocus(focused);
    scheduleCheck();
  }

  function drawSetup(r) {
    $("builder-level-0").value = r.levels[0];
    $("builder-level-1").value = r.levels[1];
    $("builder-dealer").value = r.dealer === null || r.dealer === undefined ? "" : String(r.dealer);
  }

  function target() {
    const checked = root.querySelector('input[name="builder-target"]:checked');
    return checked ? checked.value : "0";
  }

  function drawHands(r) {
    root.querySelectorAll("[data-target-label]").forEach((label) => {
      const t = label.dataset.targetLabel;
      label.textContent = t === "kitty" ? say(T.text.target_kitty, { n: r.kitty.length }) : say(T.text.target_seat, { seat: t, n: r.hands[t].length });
    });
    const t = target();
    const cards = t === "kitty" ? r.kitty : r.hands[t];
    fill("builder-target-cards", cards.map((c, i) => cardButton(c, "take:" + t + ":" + i)));
    const used = count([].concat(...r.hands, r.kitty));
    fill("builder-deck", FACES.map((face) => {
      const left = Math.max(0, 2 - (used[face] || 0));
      const b = cardButton(face, "deck:" + face);
      b.setAttribute("aria-label", say(T.left[left], { card: T.faces[face].label }));
      const n = document.createElement("span");
      n.className = "left";
      n.setAttribute("aria-hidden", "true");
      n.textContent = "×" + left;
      b.append(n);
      b.disabled = left === 0;
      return b;
    }));
  }

  function bidCards(r, seat) {
    const level = levelRank(r);
    const rank = (c) => c.slice(0, -1);
    return sorted(r.hands[seat].filter((c) => c === "SJ" || c === "BJ" || rank(c) === level));
  }

  function drawBids(r) {
    const bid = bidding(r);
    $("builder-bid-turn").textContent = bid.over ? T.text.bid_over : say(T.text.bid_turn, { seat: bid.next });
    const select = $("builder-bid-seat");
    if (select.dataset.for !== String(r.bids.length)) {
      select.value = String(bid.next);
      select.dataset.for = String(r.bids.length);
    }
    const seat = Number(select.value);
    const cards = bidCards(r, seat);
    fill("builder-bid-hand", cards.map((c, i) => cardButton(c, "bid:" + seat + ":" + i, chosen.includes("bid:" + i))));
    if (!cards.length) $("builder-bid-hand").textContent = say(T.text.no_bid_cards, { seat: seat, level: levelRank(r) });
    fill("builder-bid-list", r.bids.map((b, i) => listItem(say(T.text.bid_item, {
      number: i + 1, seat: b.seat, cards: b.pass ? T.text.bid_pass : cardsText(b.cards || []),
    }))));
    $("builder-undo-bid").disabled = !r.bids.length;
    return bid;
  }

  function drawBury(r, bid) {
    const dealer = bid.dealer;
    if (dealer === null) {
      $("builder-bury-turn").textContent = T.text.bury_wait;
      fill("builder-bury-hand", []);
    } else {
      $("builder-bury-turn").textContent = say(T.text.bury_turn, { seat: dealer, n: r.buried.length });
      const pool = sorted(remove(r.hands[dealer].concat(r.kitty), r.buried));
      fill("builder-bury-hand", pool.map((c, i) => cardButton(c, "bury:" + c + ":" + i)));
    }
    fill("builder-buried", r.buried.map((c, i) => cardButton(c, "unbury:" + i)));
  }

  function drawTricks(r, bid) {
    const dealer = bid.dealer;
    const last = r.tricks[r.tricks.length - 1];
    const trick = !last || last.length >= SEATS ? r.tricks.length + 1 : r.tricks.length;
    const due = dealer === null ? null : dueToPlay(r, dealer);
    const select = $("builder-play-seat");
    const seat = playSeat !== null ? playSeat : due;
    if (seat !== null) select.value = String(seat);
    $("builder-play-turn").textContent =
      dealer === null ? T.text.bury_wait : due === null ? say(T.text.play_unknown, { trick: trick }) : say(T.text.play_turn, { trick: trick, seat: due });
    const shown = seat === null ? [] : holding(r, seat, dealer);
    fill("builder-play-hand", shown.map((c, i) => cardButton(c, "play:" + seat + ":" + i, chosen.includes("play:" + i))));
    fill("builder-trick-list", r.tricks.map((t, i) => listItem(say(T.text.trick_item, {
      number: i + 1, plays: t.map((p) => say(T.text.play_item, { seat: p.seat, cards: cardsText(p.cards) })).join(" · "),
    }))));
    $("builder-undo-play").disabled = !r.tricks.length;
    $("builder-play").disabled = seat === null;
  }

  // --- the server's check: shape first (400 naming the field), then who acts next and the replay so far

  function scheduleCheck() {
    clearTimeout(timer);
    timer = setTimeout(check, 300);
  }

  async function check() {
    const text = box.value;
    if (!text.trim()) {
      $("builder-status").textContent = "";
      return;
    }
    $("builder-status").textContent = T.text.checking;
    const { status, answer } = await window.ArbiterRecord.check(root.dataset.checkUrl, text, box.form);
    if (box.value !== text) return; // the record changed meanwhile: a newer check is on its way
    if (!answer || (status !== 200 && status !== 400)) {
      $("builder-status").textContent = say(T.text.unreachable, { status: status || "—" });
      return;
    }
    if (status === 400) {
      $("builder-status").textContent = say(T.text.shape_error, { field: answer.field, message: answer.message });
      root.dataset.shape = "error";
      return;
    }
    root.dataset.shape = "ok";
    const replay = answer.violation
      ? say(T.text.replay_violation, { rule: answer.violation.rule, message: answer.violation.message })
      : T.text.replay_legal;
    $("builder-status").textContent = T.text.well_formed + " " + replay;
    const before = server.text === text;
    server = { text: text, next: answer.next || null };
    if (!before) {
      const r = read();
      if (r) {
        const place = focusPlace();
        drawTricks(r, bidding(r)); // the trick's winner may be known now
        restoreFocus(place);
      }
    }
  }

  // --- actions

  function pressedCards(prefix, container) {
    return chosen
      .filter((k) => k.startsWith(prefix + ":"))
      .map((k) => container.querySelectorAll(".builder-card")[Number(k.split(":")[1])])
      .filter(Boolean)
      .map((b) => b.dataset.card);
  }

  function toggle(prefix, button) {
    const index = Array.prototype.indexOf.call(button.parentElement.children, button);
    const key = prefix + ":" + index;
    chosen = chosen.includes(key) ? chosen.filter((k) => k !== key) : chosen.filter((k) => k.startsWith(prefix + ":")).concat(key);
    button.setAttribute("aria-pressed", chosen.includes(key) ? "true" : "false");
  }

  root.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button || !root.contains(button)) return;
    const area = button.parentElement.id;
    const card = button.dataset.card;
    if (area === "builder-deck") {
      change((r) => (target() === "kitty" ? r.kitty.push(card) : r.hands[target()].push(card)));
    } else if (area === "builder-target-cards") {
      const index = Number(button.dataset.key.split(":")[2]);
      change((r) => (target() === "kitty" ? r.kitty.splice(index, 1) : r.hands[target()].splice(index, 1)));
    } else if (area === "builder-bid-hand") {
      toggle("bid", button);
    } else if (area === "builder-play-hand") {
      toggle("play", button);
    } else if (area === "builder-bury-hand") {
      change((r) => r.buried.push(card));
    } else if (area === "builder-buried") {
      const index = Number(button.dataset.key.split(":")[1]);
      change((r) => r.buried.splice(index, 1));
    } else if (button.id === "builder-bid" || button.id === "builder-pass") {
      const seat = Number($("builder-bid-seat").value);
      const cards = pressedCards("bid", $("builder-bid-hand"));
      if (button.id === "builder-bid" && !cards.length) {
        $("builder-hint").textContent = T.text.none_chosen;
        return;
      }
      change((r) => r.bids.push(button.id === "builder-pass" ? { seat: seat, pass: true } : { seat: seat, cards: cards }));
    } else if (button.id === "builder-undo-bid") {
      change((r) => r.bids.pop());
    } else if (button.id === "builder-play") {
      const seat = Number($("builder-play-seat").value);
      const cards = pressedCards("play", $("builder-play-hand"));
      if (!cards.length) {
        $("builder-hint").textContent = T.text.none_chosen;
        return;
      }
      playSeat = null;
      change((r) => {
        const last = r.tricks[r.tricks.length - 1];
        if (!last || last.length >= SEATS) r.tricks.push([]);
        r.tricks[r.tricks.length - 1].push({ seat: seat, cards: cards });
      });
    } else if (button.id === "builder-undo-play") {
      playSeat = null;
      change((r) => {
        const last = r.tricks[r.tricks.length - 1];
        last.pop();
        if (!last.length) r.tricks.pop();
      });
    } else if (button.id === "builder-deal") {
      deal();
    } else if (button.id === "builder-example") {
      example();
    } else if (button.id === "builder-clear") {
      write(blank());
      $("builder-hint").textContent = T.text.cleared;
    }
  });

  async function getJSON(url) {
    const response = await fetch(url, { headers: { Accept: "application/json" }, credentials: "same-origin" });
    const body = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(body.message || String(response.status));
    return body;
  }

  async function deal() {
    const seed = $("builder-seed").value.trim();
    try {
      const dealt = await getJSON(root.dataset.dealUrl + "?seed=" + encodeURIComponent(seed));
      const r = read() || blank();
      Object.assign(r, { hands: dealt.hands, kitty: dealt.kitty, bids: [], buried: [], tricks: [] });
      r.meta = Object.assign({}, typeof r.meta === "object" && r.meta ? r.meta : {}, { seed: dealt.seed });
      write(r);
      $("builder-hint").textContent = say(T.text.dealt, { seed: dealt.seed });
    } catch (e) {
      $("builder-hint").textContent = e.message;
    }
  }

  async function example() {
    try {
      write(Object.assign(blank(), await getJSON(root.dataset.exampleUrl)));
      $("builder-hint").textContent = T.text.example_loaded;
    } catch (e) {
      $("builder-hint").textContent = e.message;
    }
  }

  root.addEventListener("change", (event) => {
    const el = event.target;
    if (el.dataset.level !== undefined) {
      change((r) => (r.levels[Number(el.dataset.level)] = el.value));
    } else if (el.id === "builder-dealer") {
      change((r) => (r.dealer = el.value === "" ? null : Number(el.value)));
    } else if (el.name === "builder-target" || el.id === "builder-bid-seat") {
      chosen = [];
      refresh();
    } else if (el.id === "builder-play-seat") {
      playSeat = Number(el.value);
      chosen = [];
      refresh();
    }
  });

  // The seed field's Enter deals rather than submitting the whole form.
  $("builder-seed").addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      deal();
    }
  });

  box.addEventListener("input", () => {
    chosen = [];
    refresh();
  });

  function showForGame() {
    root.hidden = game.value !== root.dataset.builderGame;
  }
  game.addEventListener("change", showForGame);
  showForGame();
  refresh();
})();
