"""Shop pages: catalogue, product page, product artwork, demo login and logout (issue 2).

Every page works without JavaScript; with htmx, the catalogue swaps only its results partial
(`shop/catalogue.html#results`, a Django 6 `{% partialdef %}`).
"""

import math
from urllib.parse import parse_qsl, urlencode, urlsplit

from django.contrib import messages
from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect
from django.shortcuts import redirect, render
from django.templatetags.static import static
from django.urls import reverse
from django.utils.cache import patch_cache_control, patch_vary_headers
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from django_htmx.http import push_url, replace_url

from shop.artwork import product_svg
from shop.filters import clean_filters
from shop.forms import CatalogueFilterForm, LoginForm
from shop.selectors import (
    MAX_OFFSET,
    catalogue_facets,
    catalogue_taxonomy,
    product_get,
    product_search,
)
from shop.services import DEMO_SHOPPERS, current_shopper, shopper_login, shopper_logout

PAGE_SIZE = 24
# A page number from the URL is clamped before it becomes an SQL offset (issue 12 item 2:
# ?page=384307168202282327 overflowed SQLite's 64-bit integers and answered 500).
MAX_PAGE = MAX_OFFSET // PAGE_SIZE
FILTER_LABELS = {
    "department": "Department",
    "type": "Type",
    "subtype": "Kind",
    "colour": "Colour",
    "exclude_colours": "Not in",
    "brand": "Brand",
    "size": "Size in stock",
    "min_price": "Min €",
    "max_price": "Max €",
    "tag": "Occasion",
}
# Form values left out of the pushed URL: what the page does anyway.
URL_DEFAULTS = {"sort": "relevance", "mode": "hybrid"}
MODE_LABELS = {
    "hybrid": "Hybrid: keyword relevance (BM25) and meaning (MiniLM vectors), fused by rank",
    "keyword": "Keyword: BM25 over name, category, colour, tags, brand, material, description",
    "semantic": "Semantic: similarity of meaning (all-MiniLM-L6-v2 vectors)",
    "none": "No ranking: filters only, in name order",
}


def _page_number(raw: str | None) -> int:
    """The requested page, clamped to 1..MAX_PAGE; anything not a whole number is page 1."""
    try:
        return min(MAX_PAGE, max(1, int((raw or "1").strip())))
    except ValueError:
        return 1


def _page_window(page: int, page_count: int, radius: int = 2) -> list[int | None]:
    """Page numbers to link: the first, the last and `radius` around `page`; None marks a gap."""
    shown = sorted(
        {1, page_count, *range(page - radius, page + radius + 1)} & set(range(1, page_count + 1))
    )
    window: list[int | None] = []
    for number in shown:
        if window and number - window[-1] > 1:
            window.append(None)
        window.append(number)
    return window


@require_GET
def catalogue(request: HttpRequest) -> HttpResponse:
    """The catalogue: filters, free-text search, sort and pages; htmx gets the results partial."""
    form = CatalogueFilterForm(request.GET, taxonomy=catalogue_taxonomy())
    form.is_valid()  # invalid fields are shown as errors and left out of the search
    arguments = form.search_arguments()
    filter_names = ("department", "type", "subtype", "colour", "tag", "size")
    filters = clean_filters(
        **{name: arguments[name] for name in (*filter_names, "min_price", "max_price")}
    )
    form.show_counts(catalogue_facets(filters))
    page = _page_number(request.GET.get("page"))
    result = product_search(**arguments, limit=PAGE_SIZE, offset=(page - 1) * PAGE_SIZE)
    page_count = max(1, math.ceil(result.total / PAGE_SIZE))
    if page > page_count:
        page = page_count
        result = product_search(**arguments, limit=PAGE_SIZE, offset=(page - 1) * PAGE_SIZE)
    context = {
        "form": form,
        "result": result,
        "page": page,
        "page_count": page_count,
        "pages": _page_window(page, page_count),
        "first_shown": (page - 1) * PAGE_SIZE + 1 if result.items else 0,
        "last_shown": (page - 1) * PAGE_SIZE + len(result.items),
        "search_info": _search_info(result),
    }
    template = "shop/catalogue.html"
    partial = request.htmx and not request.htmx.history_restore_request
    if partial:
        template += "#results"
    response = render(request, template, context)
    if partial:
        # The address bar shows only the filters in use, not every empty form field.
        used = _used_parameters(request.GET.items())
        url = f"{request.path}?{urlencode(used)}" if used else request.path
        # One search, one history entry (QA bug 7): a request for what the page already shows
        # (Enter after the typing delay ran the search, a field left unchanged) replaces it.
        current = urlsplit(request.htmx.current_url or "")
        if current.path == request.path and _used_parameters(parse_qsl(current.query)) == used:
            replace_url(response, url)
        else:
            push_url(response, url)
    patch_vary_headers(response, ("HX-Request",))
    return response


def _used_parameters(items) -> dict[str, str]:
    """The query parameters that change what the catalogue shows: non-empty, not a default."""
    return {key: value for key, value in items if value and URL_DEFAULTS.get(key) != value}


def _search_info(result) -> dict:
    """What ran, for the info button beside the results (issue 10 item 4)."""
    filters = [
        (FILTER_LABELS.get(name, name), ", ".join(value) if isinstance(value, tuple) else value)
        for name, value in result.filters.items()
    ]
    labels = result.size_labels
    if labels and labels != (result.filters.get("size"),):  # "43" ran as "EU 43": say so
        read = f"{result.filters['size']} ({', '.join(labels)})"
        filters = [(n, read if n == FILTER_LABELS["size"] else v) for n, v in filters]
    return {
        "query": result.query,
        "filters": filters,
        "mode": result.mode,
        "mode_label": MODE_LABELS.get(result.mode, result.mode),
        "terms": result.terms,
        "note": result.note,
        "sort": result.sort,
    }


@require_GET
def product_detail(request: HttpRequest, sku: str) -> HttpResponse:
    """The product page: price, sizes and stock; a 404 page for an unknown SKU."""
    product = product_get(sku=sku)
    if product is None:
        return render(request, "shop/product_not_found.html", {"sku": sku}, status=404)
    related = product_search(department=product.department, subtype=product.subtype, limit=5).items
    context = {
        "product": product,
        "related": [item for item in related if item.sku != product.sku][:4],
        # The assistant's panel sends it with each message (issue 19 item 4).
        "assistant_page_sku": product.sku,
    }
    return render(request, "shop/product_detail.html", context)


@require_GET
def product_image(request: HttpRequest, sku: str) -> HttpResponse:
    """The product's generated SVG artwork (image/svg+xml), cacheable for an hour."""
    product = product_get(sku=sku)
    if product is None:
        return HttpResponse("No such product.", status=404, content_type="text/plain")
    svg = product_svg(
        name=product.name, type=product.type, subtype=product.subtype, colour=product.colour
    )
    response = HttpResponse(svg, content_type="image/svg+xml")
    response["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'"
    patch_cache_control(response, public=True, max_age=3600)
    return response


def _next_url(request: HttpRequest) -> str:
    target = request.POST.get("next") or request.GET.get("next") or ""
    if url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    ):
        return target
    return reverse("shop:catalogue")


@require_http_methods(["GET", "POST"])
def login(request: HttpRequest) -> HttpResponse:
    """The demo login (M1.3): pick a demo shopper or type a name; POST with CSRF, no password."""
    form = LoginForm(request.POST or None)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            shopper = shopper_login(request=request, name=form.cleaned_data["name"])
            messages.success(request, f"Signed in as {shopper.name}.")
            return redirect(_next_url(request))
        status = 400
    context = {
        "form": form,
        "demo_shoppers": DEMO_SHOPPERS,
        "next": _next_url(request),
        "current": current_shopper(request),
    }
    return render(request, "shop/login.html", context, status=status)


@require_POST
def logout(request: HttpRequest) -> HttpResponse:
    """Sign the demo shopper out (POST with CSRF) and go back to the catalogue."""
    shopper = current_shopper(request)
    shopper_logout(request=request)
    if shopper:
        messages.info(request, f"Signed out. Goodbye, {shopper.name}.")
    return redirect(_next_url(request))


@require_GET
def favicon(request: HttpRequest) -> HttpResponse:
    """GET /favicon.ico: 301 to the shipped `static/favicon.svg` (issue 19 item 6).

    Browsers ask for /favicon.ico whatever the page's <link rel="icon"> says (a bookmark, a
    tab restored, the admin's pages); without this every visit logged "Not Found"."""
    return HttpResponsePermanentRedirect(static("favicon.svg"))
