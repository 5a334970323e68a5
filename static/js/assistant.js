// The assistant panel's small client side (issue 5): open/close, Escape to hide, focus,
// Enter to send.
// Everything else is htmx: the form goes out with ws-send, HTML fragments come back.
(function () {
  "use strict";

  var OPEN_KEY = "assistant-open";

  // Swapped-in content is live at once (no transitions to wait for), so a form replaced by a
  // response never falls back to a native submit in the gap before htmx processes it.
  htmx.config.defaultSettleDelay = 0;

  // Demo controls answer 422 (malformed) and 409 (locked) with a fragment worth showing.
  htmx.config.responseHandling = [
    { code: "204", swap: false },
    { code: "[23]..", swap: true },
    { code: "409", swap: true, error: false },
    { code: "422", swap: true, error: false },
    { code: "[45]..", swap: false, error: true },
  ];

  function byId(id) {
    return document.getElementById(id);
  }

  function setOpen(open, focus) {
    var dialog = byId("assistant-dialog");
    var launcher = byId("assistant-launcher");
    if (!dialog || !launcher) return;
    dialog.hidden = !open;
    dialog.dataset.open = open ? "true" : "false";
    launcher.hidden = open;
    launcher.setAttribute("aria-expanded", open ? "true" : "false");
    try {
      // "0": hidden by the shopper (Escape or Close), so the next page keeps it hidden even
      // though the open chat would show it; "1": shown.
      sessionStorage.setItem(OPEN_KEY, open ? "1" : "0");
    } catch (e) {
      /* storage disabled: the panel just starts closed on the next page */
    }
    if (focus) (open ? byId("assistant-message") : launcher).focus();
  }

  function scrollLog() {
    var log = byId("assistant-log");
    if (log) log.scrollTop = log.scrollHeight;
  }

  document.addEventListener("DOMContentLoaded", function () {
    var stored = null;
    try {
      stored = sessionStorage.getItem(OPEN_KEY);
    } catch (e) {
      stored = null;
    }
    var dialog = byId("assistant-dialog");
    // Shown when this tab had it open, or when the visit has an open chat (the server says so)
    // and this tab did not hide it.
    var open = stored === "1" || (stored !== "0" && dialog && dialog.dataset.open === "true");
    if (dialog && open) setOpen(true, false);
    else if (dialog && dialog.dataset.open === "true") setOpen(false, false); // hidden here
    scrollLog();
    // The launcher works from here on (scripts are deferred); browser tests wait for this.
    document.documentElement.dataset.assistant = "ready";
  });

  document.addEventListener("click", function (event) {
    if (event.target.closest("#assistant-launcher")) setOpen(true, true);
  });

  // Escape inside the open panel hides it, like minimising: the chat (and a reply in
  // progress) goes on, and the launcher shows it again. Only Close ends the chat.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || event.isComposing || event.defaultPrevented) return;
    var dialog = byId("assistant-dialog");
    if (!dialog || dialog.hidden || !dialog.contains(event.target)) return;
    event.preventDefault();
    setOpen(false, true);
  });

  // Enter sends, Shift+Enter starts a new line.
  document.addEventListener("keydown", function (event) {
    if (event.target.id !== "assistant-message") return;
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      event.target.form.requestSubmit();
    }
  });

  // Check a chat message before it goes out, like the consumer does (validate_chat): a
  // refused message stays in the input with the server's wording, instead of being sent and
  // wiped. The server still validates every frame.
  function messageError(text) {
    var input = byId("assistant-message");
    var limit = parseInt((input && input.dataset.maxChars) || "2000", 10);
    var message = (text || "").trim();
    if (!message) return "Type a message first.";
    var length = Array.from(message).length;
    if (length > limit) {
      return (
        "Messages are limited to " + limit + " characters; yours has " + length +
        ". Please shorten it."
      );
    }
    return "";
  }

  document.addEventListener("htmx:wsConfigSend", function (event) {
    if (event.target.id !== "assistant-form") return;
    var params = event.detail.parameters || {};
    if (params.action === "stop") return;
    var problem = messageError(params.message);
    if (!problem) return;
    event.preventDefault();
    var trigger = event.detail.triggeringEvent;
    if (trigger && trigger.preventDefault) trigger.preventDefault();
    var error = byId("assistant-error");
    if (error) {
      error.textContent = problem;
      error.setAttribute("role", "alert");
    }
    var input = byId("assistant-message");
    if (input) input.focus();
  });

  // After sending, empty the input and keep the focus there for the next message.
  document.addEventListener("htmx:wsAfterSend", function (event) {
    if (event.target.id !== "assistant-form") return;
    var input = byId("assistant-message");
    input.value = "";
    input.focus();
  });

  document.addEventListener("htmx:wsAfterMessage", scrollLog);

  // Closing ends the chat: stop a reply in progress first, then hide the panel.
  document.addEventListener("htmx:beforeRequest", function (event) {
    if (event.target.id !== "assistant-close-form") return;
    var stop = byId("assistant-stop");
    if (stop) stop.click();
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    if (event.target.id === "assistant-close-form" && event.detail.successful) {
      setOpen(false, true);
    }
  });
})();
