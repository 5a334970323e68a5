"""The offline model on a third catalogue, outdoor and kids' wear (tests/catalogues/outdoor.json;
issue 11 QA): its own tags stay its own ("camping" is not "hiking"), baby-month and age sizes,
One-size products, size relaxation that stays in the shopper's size system, and replies that
never echo a long message back.

The policy is a pure function of the messages, so these run without a database, with the
catalogue file's vocabulary; tests/offline/test_catalogue_requests.py runs requests against the
imported catalogue.
"""

from __future__ import annotations

import pytest

from assistant.agent import SYSTEM_PROMPT
from assistant.offline.decide.agent import decide
from assistant.offline.decide.judge import judge
from assistant.offline.words.catalogue import file_vocabulary
from memory.rendering import FACTS_HEADING, MEMORY_CONTEXT_HEADING
from tests.offline.judge_table import OUTDOOR_CATALOGUE

TOOLS = {"search_products", "get_product"}


@pytest.fixture(scope="module")
def vocab():
    return file_vocabulary(OUTDOOR_CATALOGUE)


def messages(message, facts=()):
    parts = [SYSTEM_PROMPT]
    if facts:
        parts += [MEMORY_CONTEXT_HEADING, "Rules: ...", "\n".join([FACTS_HEADING, *facts])]
    return [{"role": "system", "content": "\n\n".join(parts)}, {"role": "user", "content": message}]


def ask(message, vocab, facts=()):
    return decide(messages(message, facts), TOOLS, vocab)


@pytest.mark.parametrize(
    "message",
    [
        "I'm going camping with the family next month",
        "I'm going camping next week",
        "I love camping with my kids",
    ],
)
def test_camping_stays_camping(message, vocab):
    """A word that is the catalogue's own tag is never mapped onto another of its tags (a plan
    said with its time keeps it: "is going camping next week", M4.3)."""
    [fact] = judge(message, vocab)
    assert fact["category"] == "occasion" and "camping" in fact["fact"], fact
    assert "hiking" not in fact["fact"] and "outdoors" not in fact["fact"], fact
    answer = ask(message, vocab).content
    assert "camping" in answer and "hiking" not in answer and "outdoors" not in answer, answer


def test_a_recalled_occasion_does_not_filter_a_later_search(vocab):
    """M4.2 keeps the occasion as a fact, but it is a lead: "show me tents" shows every tent."""
    facts = ["- [2026-05-01 10:00] The shopper goes camping."]
    name, arguments = ask("show me tents", vocab, facts).tool
    assert name == "search_products" and "tag" not in arguments, arguments
    # Stated with the request, the occasion is one of its constraints.
    _name, arguments = ask("I'm going camping next week, any fleeces?", vocab).tool
    assert arguments["tag"] == "camping" and arguments["subtype"] == "Fleeces"


@pytest.mark.parametrize(
    ("message", "subtype", "size"),
    [
        ("sleepsuit for a 6 month old baby", "Sleepsuits", "6-12M"),  # the range starting at 6
        ("puddle suit 18 months", "Puddle suits", "12-18M"),  # the range containing 18
        ("baby sleeping bag for 6 months", "Baby sleeping bags", "6-18M"),
        ("sleepsuits 3-6 months", "Sleepsuits", "3-6M"),
        ("mittens for a 1 year old", "Mittens", "12-18M"),  # 12 months, said in years
        ("fleece for a 3 year old", "Fleeces", "3Y"),
        ("rain jacket for my 8 year old", "Rain jackets", "8Y"),
    ],
)
def test_ages_map_onto_the_catalogues_age_sizes(message, subtype, size, vocab):
    name, arguments = ask(message, vocab).tool
    assert name == "search_products"
    assert arguments["subtype"] == subtype and arguments["size"] == size, arguments
    assert "query" not in arguments, arguments  # "month" is no free text


def tool_round(message, name, arguments, result):
    """The messages of a turn in which the model called `name` and got `result` back."""
    import json

    call = {
        "id": "call_1",
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments)},
    }
    return [
        *messages(message),
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "call_1", "content": json.dumps(result)},
    ]


def test_a_range_size_is_read_whole_and_out_of_stock_is_said(vocab):
    """ "in 6-12M" is the size 6-12M, not 6: listed with no stock, it is out of stock."""
    message = "do you have TT-SS-003 in 6-12M?"
    assert ask(message, vocab).tool == ("get_product", {"sku": "TT-SS-003"})
    sizes = ["0-3M", "3-6M", "6-12M", "12-18M"]
    product = {
        "sku": "TT-SS-003",
        "name": "Snuggle Sleepsuit",
        "colour": "coral",
        "price_eur": "19.00",
        "sizes": sizes,
        "stock": dict.fromkeys(sizes, 0),
        "sizes_in_stock": [],
    }
    answer = decide(tool_round(message, "get_product", {"sku": "TT-SS-003"}, product), TOOLS, vocab)
    assert "out of stock in size 6-12M" in answer.content, answer.content
    assert "doesn't come in" not in answer.content
    product["stock"]["6-12M"] = 2
    product["sizes_in_stock"] = ["6-12M"]
    answer = decide(tool_round(message, "get_product", {"sku": "TT-SS-003"}, product), TOOLS, vocab)
    assert "is in stock in size 6-12M" in answer.content, answer.content


def run_turn(message, vocab, search):
    """Run the policy to its answer, `search(arguments)` standing in for search_products."""
    import json

    history = messages(message)
    for step in range(6):
        decision = decide(history, TOOLS, vocab)
        if decision.tool is None:
            return decision.content
        name, arguments = decision.tool
        call = {
            "id": f"call_{step}",
            "type": "function",
            "function": {"name": name, "arguments": json.dumps(arguments)},
        }
        history += [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {
                "role": "tool",
                "tool_call_id": f"call_{step}",
                "content": json.dumps(search(arguments)),
            },
        ]
    raise AssertionError("no answer")


TENT = {
    "sku": "TT-TN-001",
    "name": "Basecamp 2 Tent",
    "department": "Gear",
    "type": "Camping",
    "subtype": "Tents",
    "colour": "sage",
    "price_eur": "249.00",
    "sizes_in_stock": ["2-person"],
}


@pytest.mark.parametrize("prefix", ["", "tents "])
def test_a_long_gibberish_message_is_quoted_once_and_briefly(prefix, vocab):
    letters = "bcdfghjklmnpqrstvwxz"
    gibberish = " ".join(f"qw{a}{b}{c}xz" for a in letters for b in letters for c in "kp")[:2000]

    def search(arguments):
        found = "query" not in arguments and arguments.get("subtype") == "Tents"
        return {"total": int(found), "products": [TENT] if found else []}

    answer = run_turn(prefix + gibberish, vocab, search)
    assert len(answer) < 500, answer
    assert answer.count("qw") <= 8 and answer.count("\u201c") == 1, answer
    assert "\u2026" in answer, answer  # an excerpt, marked as cut
