// What the record box's helpers share (record_check.js, record_builder.js and the turn-by-turn forms
// esferas_builder.js, dbz_builder.js, yugioh_builder.js, dbs_builder.js): messages with {fields}, JSON laid out
// as the documented examples are, a form's wiring to the record box (form()) and the server's shape check.
window.ArbiterRecord = (function () {
  "use strict";

  function say(template, fields) {
    return template.replace(/\{(\w+)\}/g, (all, key) => (key in fields ? String(fields[key]) : all));
  }

  // JSON on one line with a space after each comma and colon
  function json(value) {
    if (Array.isArray(value)) return "[" + value.map(json).join(", ") + "]";
    if (value && typeof value === "object")
      return "{" + Object.keys(value).map((k) => JSON.stringify(k) + ": " + json(value[k])).join(", ") + "}";
    return JSON.stringify(value);
  }

  // A record laid out as the documented examples are: `keys` in that order (those it carries), each key of `lists`
  // one item a line (a list's items, an object's entries), the turns one a line with their `inner` list one item
  // a line (`item` lays one out), then any other key the record carries.
  function layout(r, keys, lists, inner, item) {
    const turn = (t) => {
      const rest = Object.keys(t).filter((k) => k !== "player" && k !== inner);
      const items = (t[inner] || []).map(item).join(",\n");
      return '    {"player": ' + json(t.player) + ", " + JSON.stringify(inner) + ": [" +
        (items ? "\n" + items + "\n    " : "") + "]" + rest.map((k) => ", " + JSON.stringify(k) + ": " + json(t[k])).join("") + "}";
    };
    const listed = (v) => {
      const list = Array.isArray(v);
      const items = list ? v.map(json) : Object.keys(v).map((k) => JSON.stringify(k) + ": " + json(v[k]));
      const body = items.length ? "\n" + items.map((i) => "    " + i).join(",\n") + "\n  " : "";
      return (list ? "[" : "{") + body + (list ? "]" : "}");
    };
    const line = (k) => {
      if (k === "turns") return '  "turns": ' + (r.turns.length ? "[\n" + r.turns.map(turn).join(",\n") + "\n  ]" : "[]");
      if (lists.includes(k) && r[k] && typeof r[k] === "object") return "  " + JSON.stringify(k) + ": " + listed(r[k]);
      return "  " + JSON.stringify(k) + ": " + json(r[k]);
    };
    const lines = keys.filter((k) => k in r).concat(Object.keys(r).filter((k) => !keys.includes(k))).map(line);
    return "{\n" + lines.join(",\n") + "\n}\n";
  }

  // JSON laid out as the DBS example is: a value on one line when it fits in `width` characters with its
  // indentation and key, else an object or list one entry a line, two spaces deeper
  function pretty(value, width) {
    const at = (v, pad, head, tail) => {
      const line = pad + head + json(v) + tail;
      if (line.length <= (width || 88) || !v || typeof v !== "object" || !Object.keys(v).length) return line;
      const list = Array.isArray(v);
      const entries = Object.keys(v).map((k, i, keys) =>
        at(v[k], pad + "  ", list ? "" : JSON.stringify(k) + ": ", i < keys.length - 1 ? "," : ""));
      return pad + head + (list ? "[" : "{") + "\n" + entries.join("\n") + "\n" + pad + (list ? "]" : "}") + tail;
    };
    return at(value, "", "", "") + "\n";
  }

  // The record box's text as a JSON object laid over blank() (blank() itself for an empty box); null when the
  // text is no JSON object (the judge is typing)
  function over(text, blank) {
    if (!text.trim()) return blank();
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      return null;
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    return Object.assign(blank(), parsed);
  }

  // A turn-by-turn form's wiring to the record box (#id_record) for `slug` (the game; its form is #<slug>-builder,
  // its hint #<slug>-hint, its action choice #<slug>-do): the form writes the box and reads it back after every
  // edit, so the box stays the record. `options`: blank() the empty record, fits(r) whether the form can read r
  // (blank()'s keys filled in), format(r) its text, draw(r) the form's redraw from a record it can read.
  // Returns null when the page lacks the form, else {root, $, read, change, hint, showFields, start}.
  function form(slug, options) {
    const root = document.getElementById(slug + "-builder");
    const box = document.getElementById("id_record");
    const game = document.getElementById("id_game");
    if (!root || !box || !game) return null;
    const $ = (id) => document.getElementById(id);
    const f = { root: root, $: $ };
    f.hint = (text) => {
      $(slug + "-hint").textContent = text || "";
    };
    f.read = () => {
      const r = over(box.value, options.blank);
      return r && options.fits(r) ? r : null;
    };
    // edit(r) changes the record the box holds; false leaves the box as it was
    f.change = (edit) => {
      const r = f.read();
      if (!r || edit(r) === false) return;
      box.value = options.format(r);
      box.dispatchEvent(new Event("input", { bubbles: true })); // the live check, and this form's redraw
    };
    f.clear = () => {
      box.value = "";
      f.change(() => true);
    };
    // the fields of the chosen action: each [data-for] element lists the actions it serves
    f.showFields = () => {
      const kind = $(slug + "-do").value;
      root.querySelectorAll("[data-for]").forEach((el) => {
        el.hidden = !el.dataset.for.split(" ").includes(kind);
      });
    };
    const refresh = () => {
      const r = f.read();
      root.classList.toggle("paused", !r);
      if (!r) return f.hint(root.dataset.bad);
      options.draw(r);
      f.showFields();
    };
    // once the form's script is ready: redraw on every change of the box, show the form for its game only
    f.start = () => {
      box.addEventListener("input", refresh);
      const show = () => (root.hidden = game.value !== slug);
      game.addEventListener("change", show);
      show();
      refresh();
    };
    return f;
  }

  // POST the box's text to a check URL: {status, answer} (status 0 and answer null when unreachable)
  async function check(url, text, form) {
    const token = form && form.querySelector("[name=csrfmiddlewaretoken]");
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRFToken": token ? token.value : "" },
        body: text,
        credentials: "same-origin",
      });
      return { status: response.status, answer: await response.json() };
    } catch (e) {
      return { status: 0, answer: null };
    }
  }

  return { say: say, json: json, layout: layout, pretty: pretty, over: over, form: form, check: check };
})();
