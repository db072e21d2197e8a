// What the record box's helpers share (record_check.js, record_builder.js, esferas_builder.js, dbz_builder.js): messages
// with {fields}, JSON laid out as the documented examples are, and the server's shape check.
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

  // A record laid out as the documented examples are: `keys` in that order, each list key of `lists` one
  // item a line, the turns one a line with their `inner` list one item a line (`item` lays one out), then
  // any other key the record carries.
  function layout(r, keys, lists, inner, item) {
    const turn = (t) => {
      const rest = Object.keys(t).filter((k) => k !== "player" && k !== inner);
      const items = (t[inner] || []).map(item).join(",\n");
      return '    {"player": ' + json(t.player) + ", " + JSON.stringify(inner) + ": [" +
        (items ? "\n" + items + "\n    " : "") + "]" + rest.map((k) => ", " + JSON.stringify(k) + ": " + json(t[k])).join("") + "}";
    };
    const line = (k) => {
      if (k === "turns") return '  "turns": ' + (r.turns.length ? "[\n" + r.turns.map(turn).join(",\n") + "\n  ]" : "[]");
      if (lists.includes(k)) return "  " + JSON.stringify(k) + ": [\n" + r[k].map((v) => "    " + json(v)).join(",\n") + "\n  ]";
      return "  " + JSON.stringify(k) + ": " + json(r[k]);
    };
    const lines = keys.map(line).concat(Object.keys(r).filter((k) => !keys.includes(k)).map((k) => "  " + JSON.stringify(k) + ": " + json(r[k])));
    return "{\n" + lines.join(",\n") + "\n}\n";
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

  return { say: say, json: json, layout: layout, check: check };
})();
