// The catalogue's folding filters (issue 13 item 6). Loaded without defer right after the
// filter form, so it runs before the first paint: no flash, no layout shift.
//
// The <details> is served closed, which is the phone layout and the no-JavaScript fallback (the
// filters are one click away). Here it opens on wide screens, where the filters sit in their own
// column, unless the shopper chose otherwise in this tab: a click on the summary is kept in
// sessionStorage and wins over the screen size on every later catalogue page. htmx swaps only
// the results and the options of the facet selects, never the form, so they leave the box as
// the shopper left it.
(function () {
  "use strict";

  var KEY = "catalogue-filters-open";
  // The width at which shop.css stacks the filters above the results.
  var NARROW = window.matchMedia("(max-width: 800px)");

  function choice() {
    try {
      return sessionStorage.getItem(KEY); // "1" open, "0" closed, null: not chosen
    } catch (e) {
      return null; // storage disabled: the screen size decides
    }
  }

  function apply() {
    var box = document.getElementById("filters-box");
    if (!box) return;
    var chosen = choice();
    // Refused filter values are shown in the fields: those stay open to be seen.
    var open = box.hasAttribute("data-invalid") || (chosen === null ? !NARROW.matches : chosen === "1");
    if (box.open !== open) box.open = open;
  }

  apply();
  // htmx runs this file again when Back restores a page from the server: bind listeners once.
  if (window.catalogueFiltersBound) return;
  window.catalogueFiltersBound = true;

  // Turning a phone or resizing a window follows the screen until the shopper has chosen.
  NARROW.addEventListener("change", function () {
    if (choice() === null) apply();
  });

  // An htmx swap of the results brings each facet select's options, with the counts under the
  // new filters, out of band (QA bug 2). Only the options are replaced, never the select (its
  // focus) nor the box: and the select keeps the value the shopper has in it, since htmx's own
  // swap of a select's children leaves an arbitrary option selected.
  document.addEventListener("htmx:oobBeforeSwap", function (event) {
    var target = event.detail.target;
    var incoming = event.detail.fragment;
    if (!target || target.tagName !== "SELECT" || !target.closest("#filters")) return;
    var source = incoming && incoming.tagName === "SELECT" ? incoming : incoming && incoming.querySelector("select");
    if (!source) return;
    event.detail.shouldSwap = false;
    var value = target.value;
    target.replaceChildren.apply(target, Array.prototype.slice.call(source.childNodes));
    target.value = value;
    if (target.value !== value) target.value = "";
  });

  document.addEventListener("click", function (event) {
    var summary = event.target.closest("#filters-box > summary");
    if (!summary) return;
    try {
      // The click toggles the box after this handler: store the state it is about to take.
      sessionStorage.setItem(KEY, summary.parentElement.open ? "0" : "1");
    } catch (e) {
      /* storage disabled: the choice lasts until the next page */
    }
  });
})();
