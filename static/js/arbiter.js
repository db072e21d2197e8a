// Every htmx request on the site: an error answer is shown where the request's answer would have
// gone (replacing what was there, so a stale verdict never stays on screen), in the page's language.
// 4xx partials from the server carry their own reason and are swapped in (see the htmx-config meta);
// a full error page, a 5xx, a lost connection or a login redirect get a short message here instead.
(function () {
  "use strict";

  function text(key, status) {
    const source = document.getElementById("htmx-error-text");
    const template = (source && source.dataset[key]) || "The request failed ({status}).";
    return template.replace("{status}", String(status || ""));
  }

  function alertNode(message, loginLink) {
    const p = document.createElement("p");
    p.className = "error htmx-error";
    p.setAttribute("role", "alert");
    p.textContent = message;
    if (loginLink) {
      const a = document.createElement("a");
      a.href = loginLink;
      a.target = "_blank";
      a.textContent = text("login");
      p.append(" ", a);
    }
    return p;
  }

  // A select or an input cannot hold a message: the message goes right after it.
  function show(target, node) {
    if (!target) return;
    if (target.matches("select, input, textarea, option")) {
      const next = target.nextElementSibling;
      if (next && next.classList.contains("htmx-error")) next.remove();
      target.after(node);
    } else {
      target.replaceChildren(node);
    }
  }

  function clearBeside(target) {
    const next = target && target.nextElementSibling;
    if (next && next.classList.contains("htmx-error")) next.remove();
  }

  function loginUrl() {
    const source = document.getElementById("htmx-error-text");
    return source ? source.dataset.loginUrl : "/accounts/login/";
  }

  function isFullPage(html) {
    return /<html[\s>]/i.test(html || "");
  }

  document.addEventListener("htmx:beforeSwap", (event) => {
    const detail = event.detail;
    const xhr = detail.xhr;
    const target = detail.target;
    clearBeside(target);
    const login = loginUrl();
    // A session that ended: the request was redirected to the login page.
    if (xhr.status < 400 && xhr.responseURL && login && new URL(xhr.responseURL).pathname.endsWith(login)) {
      detail.shouldSwap = false;
      show(target, alertNode(text("loggedOut"), login + "?next=" + encodeURIComponent(location.pathname)));
      return;
    }
    if (xhr.status < 400) return;
    if (xhr.status >= 500 || isFullPage(xhr.responseText)) {
      detail.shouldSwap = false;
      show(target, alertNode(text(xhr.status >= 500 ? "server" : "refused", xhr.status)));
    }
  });

  document.addEventListener("htmx:sendError", (event) => {
    show(event.detail.target, alertNode(text("network")));
  });
  document.addEventListener("htmx:timeout", (event) => {
    show(event.detail.target, alertNode(text("network")));
  });
})();

// Filter panels folded for phones (<details data-open-wide>) start open where there is room for them.
(function () {
  "use strict";
  if (!window.matchMedia("(min-width: 40.01rem)").matches) return;
  document.querySelectorAll("details[data-open-wide]").forEach((details) => {
    details.open = true;
  });
})();

// The header's menu on phones is a popover (it works without this script); screen readers are told whether
// it is open through aria-expanded on its button, kept in step with the popover here.
(function () {
  "use strict";
  const menu = document.getElementById("site-menu");
  const button = document.querySelector("[popovertarget=site-menu]");
  if (!menu || !button) return;
  button.setAttribute("aria-expanded", "false");
  menu.addEventListener("toggle", (event) => {
    button.setAttribute("aria-expanded", String(event.newState === "open"));
  });
})();
