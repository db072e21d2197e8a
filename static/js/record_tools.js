// What the record box's helpers share (record_check.js, record_builder.js, esferas_builder.js): messages
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

  return { say: say, json: json, check: check };
})();
