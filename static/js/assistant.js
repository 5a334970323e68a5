// The assistant panel's small client side (issues 5 and 13): open/close, Escape to hide, focus,
// Enter to send, Send disabled while an answer streams, collapsible parts on small screens.
// Everything else is htmx: the form goes out with ws-send, HTML fragments come back.
(function () {
  "use strict";

  var OPEN_KEY = "assistant-open";
  var CHOICE_KEY = "assistant-choice-";
  // Small screens (a phone is 390x844): the collapsible parts start closed (issue 13 item 6).
  var SMALL_SCREEN = window.matchMedia("(max-width: 600px), (max-height: 500px)");
  var UNAVAILABLE =
    "The assistant is unavailable right now: there is no connection to the shop. " +
    "Your message is kept; try again in a moment.";
  var BUSY = "Please wait for the current answer, or press Stop. Your message is kept.";

  var socketOpen = false; // the panel's websocket is open (htmx:wsOpen / htmx:wsClose)
  var busy = false; // a message was sent and its answer has not finished
  var sentWithStatus = null; // the typing status on the page when that message went out
  // The text of the message sent, until its turn starts: a message the shop refuses (no turn
  // starts) is given back to the input instead of being lost.
  var unanswered = null;

  // This file must work without htmx (a failed download): then it keeps the chat form from
  // submitting at all and says the assistant is unavailable (issue 13 item 2).
  if (window.htmx) {
    // Swapped-in content is live at once (no transitions to wait for), so a form replaced by
    // a response never falls back to a native submit in the gap before htmx processes it.
    htmx.config.defaultSettleDelay = 0;

    // Demo controls answer 422 (malformed) and 409 (locked) with a fragment worth showing.
    htmx.config.responseHandling = [
      { code: "204", swap: false },
      { code: "[23]..", swap: true },
      { code: "409", swap: true, error: false },
      { code: "422", swap: true, error: false },
      { code: "[45]..", swap: false, error: true },
    ];
  }

  function byId(id) {
    return document.getElementById(id);
  }

  function showError(text) {
    var error = byId("assistant-error");
    if (!error) return;
    error.textContent = text;
    error.setAttribute("role", "alert");
  }

  // Send is disabled while an answer streams, so a second message is never sent (and lost)
  // into a busy chat; the input stays editable and keeps what is typed (issue 13 item 1).
  function setBusy(value) {
    busy = value;
    var sendButton = byId("assistant-send");
    if (sendButton) sendButton.disabled = value;
    var form = byId("assistant-form");
    if (form) form.setAttribute("aria-busy", value ? "true" : "false");
  }

  // <details data-remember> (the mode explanation, the demo controls): open on large screens
  // until the chat has a message, then folded to one line, so the conversation keeps at least
  // half of the panel (issue 19 item 2); closed on small screens. Once the shopper chooses,
  // the choice is kept for the tab, and re-applied after a swap re-renders one.
  function chatStarted() {
    return !!document.querySelector("#assistant-log .msg");
  }

  function remembered(id) {
    try {
      return sessionStorage.getItem(CHOICE_KEY + id);
    } catch (e) {
      return null;
    }
  }

  function applyDetails() {
    document.querySelectorAll("#assistant-panel details[data-remember]").forEach(function (box) {
      var stored = remembered(box.id);
      var open = stored === null ? !SMALL_SCREEN.matches && !chatStarted() : stored === "1";
      if (box.open !== open) box.open = open;
    });
  }

  // One "Set", one request: Enter in the date field (or a click on Set after typing) fires
  // "change" and then "submit". The submit carrying the values of the request already on its
  // way is dropped here, before hx-sync would abort that request and send it again.
  var controlsInFlight = null;
  document.addEventListener("htmx:confirm", function (event) {
    var form = event.target;
    if (form.id !== "assistant-controls") return;
    var values = new URLSearchParams(new FormData(form)).toString();
    if (controlsInFlight === values) {
      event.preventDefault();
      return;
    }
    controlsInFlight = values;
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    if (event.target.id === "assistant-controls") controlsInFlight = null;
  });

  // Close empties the log out of band (no socket message follows): the next chat has no
  // message yet, so its controls unfold again for the presenter's next "Set".
  document.addEventListener("htmx:afterSettle", applyDetails);

  document.addEventListener("click", function (event) {
    var summary = event.target.closest("#assistant-panel details[data-remember] > summary");
    if (!summary) return;
    var box = summary.parentElement;
    try {
      // The click toggles the box after this handler: store the state it is about to take.
      sessionStorage.setItem(CHOICE_KEY + box.id, box.open ? "0" : "1");
    } catch (e) {
      /* storage disabled: the default applies on the next page */
    }
  });

  // "Wider" and "Full height" (issue 19 item 2): toggles on the dialog, kept for the tab.
  var SIZES = { "assistant-wider": "wide", "assistant-taller": "tall" };

  function applySize(id, on) {
    var dialog = byId("assistant-dialog");
    var button = byId(id);
    if (!dialog || !button) return;
    dialog.dataset[SIZES[id]] = on ? "true" : "false";
    button.setAttribute("aria-pressed", on ? "true" : "false");
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest("#assistant-wider, #assistant-taller");
    if (!button) return;
    var on = button.getAttribute("aria-pressed") !== "true";
    applySize(button.id, on);
    try {
      sessionStorage.setItem(CHOICE_KEY + button.id, on ? "1" : "0");
    } catch (e) {
      /* storage disabled: the next page starts at the default size */
    }
  });

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

  // Follow the conversation, but never past the newest question: a long answer grows below
  // it, and the shopper scrolls on to read the rest (issue 13 item 6).
  function scrollLog() {
    var log = byId("assistant-log");
    if (!log) return;
    var bottom = log.scrollHeight - log.clientHeight;
    var questions = log.querySelectorAll(".msg-user");
    var last = questions[questions.length - 1];
    var target = last ? Math.min(bottom, last.offsetTop - 6) : bottom;
    if (log.scrollTop < target) log.scrollTop = target;
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
    Object.keys(SIZES).forEach(function (id) {
      applySize(id, remembered(id) === "1");
    });
    var sizes = byId("assistant-size");
    if (sizes) sizes.hidden = false; // they need this script, so they show with it
    applyDetails();
    scrollLog();
    if (!window.htmx) showError(UNAVAILABLE);
    // The launcher works from here on (scripts are deferred); browser tests wait for this.
    document.documentElement.dataset.assistant = "ready";
  });

  document.addEventListener("click", function (event) {
    if (event.target.closest("#assistant-launcher")) setOpen(true, true);
    // Hide minimises like Escape: the chat goes on (phones have no Escape key).
    else if (event.target.closest("#assistant-hide")) setOpen(false, true);
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
    var problem = !socketOpen ? UNAVAILABLE : busy ? BUSY : messageError(params.message);
    if (!problem) return;
    event.preventDefault();
    var trigger = event.detail.triggeringEvent;
    if (trigger && trigger.preventDefault) trigger.preventDefault();
    showError(problem);
    var input = byId("assistant-message");
    if (input) input.focus();
  });

  // Whatever did not go out over the socket (htmx or its ws extension missing, no socket) is
  // not submitted natively either: the form's action only says "unavailable" (issue 13 item 2).
  document.addEventListener("submit", function (event) {
    if (event.target.id !== "assistant-form" || event.defaultPrevented) return;
    event.preventDefault();
    showError(UNAVAILABLE);
  });

  // After sending, empty the input and keep the focus there for the next message.
  document.addEventListener("htmx:wsAfterSend", function (event) {
    if (event.target.id !== "assistant-form") return;
    setBusy(true);
    sentWithStatus = byId("assistant-status");
    var input = byId("assistant-message");
    unanswered = input.value;
    input.value = "";
    input.focus();
  });

  function giveBackUnanswered() {
    var input = byId("assistant-message");
    if (unanswered !== null && input && !input.value) input.value = unanswered;
    unanswered = null;
  }

  document.addEventListener("htmx:wsOpen", function () {
    socketOpen = true;
  });
  document.addEventListener("htmx:wsClose", function () {
    // The server cancels an answer whose socket closed: nothing is in progress any more.
    socketOpen = false;
    if (busy) {
      setBusy(false);
      giveBackUnanswered();
      answerEnded();
    }
  });

  // The answer is over when a frame brings the typing status back hidden: the final fragment
  // (after a Stop too), a refusal of the message, or a failed turn's apology. Only a status
  // newer than the one on the page when the message went out (`sentWithStatus`) counts: frames
  // that are not the answer's (the mode line a socket's connect sends, a previous turn's late
  // "not remembered") leave the status alone, and the page's own is hidden until the answer's
  // first frame shows it.
  document.addEventListener("htmx:wsAfterMessage", function (event) {
    var frame = (event.detail && event.detail.message) || "";
    if (typeof frame === "string" && frame.indexOf('data-state="streaming"') !== -1) {
      unanswered = null; // its turn started: the question is in the log now
    }
    var status = byId("assistant-status");
    if (busy && status && status !== sentWithStatus && status.hidden) {
      setBusy(false);
      giveBackUnanswered();
      answerEnded();
      // The Stop button is gone with the status: focus the input, not the page body
      // (issue 13 item 4), unless the shopper has moved on to something else.
      var dialog = byId("assistant-dialog");
      var focused = document.activeElement;
      if (dialog && !dialog.hidden && (!focused || focused === document.body)) {
        byId("assistant-message").focus();
      }
    }
    // Once the chat has started the controls are locked: "Saved: the next chat..." is history.
    var saved = byId("assistant-controls-status");
    var locked = document.querySelector("#assistant-controls fieldset[disabled]");
    if (saved && locked) saved.textContent = "";
    applyDetails();
    scrollLog();
  });

  // "Show what was recalled" is answered with the whole log redrawn from the stored chat
  // (assistant.views.recall_view). An answer that streamed, or ended, while that request was
  // out is newer than the redraw: swapping it in would wipe the answer in flight (its later
  // fragments then find no place: the answer never shows) or the one just shown. Then the log
  // is kept as it is, and the toggle asked once more when no answer is in progress.
  var answersEnded = 0;
  var toggleSent = null; // {busy, ended} when the toggle's request went out
  var toggleSwapping = false; // the toggle's response is being swapped in (synchronously)
  var toggleAgain = false;

  function answerEnded() {
    answersEnded += 1;
    askToggleAgain();
  }

  function askToggleAgain() {
    var toggle = byId("assistant-recall-toggle");
    if (!toggleAgain || busy || !toggle) return;
    toggleAgain = false;
    htmx.trigger(toggle, "change");
  }

  function isToggle(event) {
    return event.detail.elt && event.detail.elt.id === "assistant-recall-toggle";
  }

  document.addEventListener("htmx:beforeRequest", function (event) {
    if (isToggle(event)) toggleSent = { busy: busy, ended: answersEnded };
  });
  document.addEventListener("htmx:beforeSwap", function (event) {
    toggleSwapping = isToggle(event);
    if (toggleSwapping) {
      // The redrawn log is a new element: keep the shopper's place in the conversation.
      var log = byId("assistant-log");
      var place = log ? log.scrollTop : 0;
      setTimeout(function () {
        toggleSwapping = false;
        var redrawn = byId("assistant-log");
        if (redrawn) redrawn.scrollTop = place;
        askToggleAgain();
      }, 0);
    }
  });
  document.addEventListener("htmx:oobBeforeSwap", function (event) {
    var redraw = event.detail.fragment && event.detail.fragment.firstElementChild;
    if (!toggleSwapping || !toggleSent || !redraw || redraw.id !== "assistant-log") return;
    if (busy || toggleSent.busy || toggleSent.ended !== answersEnded) {
      event.detail.shouldSwap = false;
      toggleAgain = true;
    }
  });

  // Closing ends the chat: stop a reply in progress first, then hide the panel.
  document.addEventListener("htmx:beforeRequest", function (event) {
    if (event.target.id !== "assistant-close-form") return;
    var stop = byId("assistant-stop");
    if (stop) stop.click();
  });
  // A Close answered 5xx (or not at all: a proxy or a replica going away) is sent once more
  // after a moment; the Close view is idempotent, so a first attempt that did end the chat
  // is harmless (issue 20 item 4). A second failure says so and leaves the panel open.
  var CLOSE_RETRY_MS = 400;
  var CLOSE_FAILED =
    "The chat could not be closed: the shop did not answer. Please try Close again.";
  var closeRetried = false;

  document.addEventListener("htmx:afterRequest", function (event) {
    var form = event.target;
    if (form.id !== "assistant-close-form") return;
    var status = event.detail.xhr ? event.detail.xhr.status : 0;
    if (event.detail.successful) {
      closeRetried = false;
      // Close clears the controls too: a "Saved: ..." note would describe values now gone.
      var saved = byId("assistant-controls-status");
      if (saved) saved.textContent = "";
      setOpen(false, true);
    } else if ((status === 0 || status >= 500) && !closeRetried) {
      closeRetried = true;
      setTimeout(function () {
        form.requestSubmit();
      }, CLOSE_RETRY_MS);
    } else {
      closeRetried = false;
      showError(CLOSE_FAILED);
    }
  });
})();
