"""Terms derived from a definition ("shall be construed accordingly"), brackets that point to
a definition elsewhere before naming their phrase, and a head noun followed by "thereof"."""

from __future__ import annotations

from clausewise import LegalChunker

_DEFINITIONS = (
    "1. Definitions and Interpretation\n\n"
    '1.1 "Claims" means all claims, demands, actions and proceedings brought by a third '
    'party against the Buyer; and "Claim" shall be construed accordingly.\n\n'
    '1.2 "Control" means the ability to direct the affairs of a company, whether through the '
    'ownership of shares or otherwise, and "Controlled" and "Controlling" shall be construed '
    "accordingly.\n\n"
    '1.3 "Group Company" means any subsidiary or holding company of the Seller, and related '
    "expressions shall be construed accordingly.\n\n"
    '1.4 "Exploit" means to make, use, sell and import a product; "Exploitation" has a '
    "corresponding meaning.\n\n"
    "2. Indemnity\n\n"
    "2.1 The Seller shall indemnify the Buyer against each Claim and any Loss.\n"
)


def _terms(text: str, jurisdiction: str = "uk") -> dict[str, str]:
    defs = LegalChunker(jurisdiction=jurisdiction).get_defined_terms(text)
    return {name: t.definition for name, t in defs.items()}


def test_a_term_construed_accordingly_shares_the_definition_it_follows() -> None:
    terms = _terms(_DEFINITIONS)
    assert terms["Claim"] == terms["Claims"]
    assert terms["Claim"].startswith("means all claims, demands, actions and proceedings")
    assert terms["Controlled"] == terms["Controlling"] == terms["Control"]
    assert terms["Exploitation"].startswith("means to make, use, sell and import a product")


def test_a_derived_term_spans_from_its_quote_to_accordingly() -> None:
    text = LegalChunker.sanitize(_DEFINITIONS)
    defs = LegalChunker(jurisdiction="uk").get_defined_terms(_DEFINITIONS)
    claim = defs["Claim"]
    assert text[claim.char_start : claim.char_end] == '"Claim" shall be construed accordingly'
    assert claim.source_clause == "1.1"
    assert claim.scope == "document"
    controlled = defs["Controlling"]
    assert text[controlled.char_start : controlled.char_end] == (
        '"Controlled" and "Controlling" shall be construed accordingly'
    )


def test_unquoted_expressions_construed_accordingly_define_nothing() -> None:
    terms = _terms(_DEFINITIONS)
    assert set(terms) == {
        "Claims",
        "Claim",
        "Control",
        "Controlled",
        "Controlling",
        "Group Company",
        "Exploit",
        "Exploitation",
    }


def test_a_derived_term_on_its_own_line_takes_the_definition_before_it() -> None:
    text = (
        "Definitions\n\n"
        '"Liabilities" means all liabilities, costs and expenses of the Tenant;\n'
        '"Liability" shall be construed accordingly;\n'
        '"Premises" means the land at 4 Mill Lane.\n'
    )
    terms = _terms(text)
    assert terms["Liability"] == terms["Liabilities"]
    assert terms["Liability"].startswith("means all liabilities, costs and expenses")
    assert terms["Premises"].startswith("means the land")


def test_a_derived_term_is_traced_in_the_chunks() -> None:
    chunks = LegalChunker(jurisdiction="uk", min_chunk_size=0, max_chunk_size=48).chunk(
        _DEFINITIONS
    )
    indemnity = [c for c in chunks if c.hierarchy_path.startswith("2")]
    assert [c.defined_terms_used for c in indemnity] == [["Claim"]]
    assert indemnity[0].defined_terms_context["Claim"].startswith("means all claims")


def test_a_bracket_pointing_to_a_definition_elsewhere_still_names_its_phrase() -> None:
    text = (
        "This Deed of Guarantee is made by Northgate Holdings Limited (as such term is defined "
        'in the Facility Agreement, the "Guarantor") in favour of Western Bank plc.\n'
    )
    terms = _terms(text)
    assert terms["Guarantor"] == "Northgate Holdings Limited"


def test_a_bracket_that_only_points_elsewhere_defines_nothing() -> None:
    text = (
        'The Borrower shall not create any security over the Charged Assets ("Permitted '
        'Security" as defined in the Facility Agreement excepted).\n'
    )
    assert "Permitted Security" not in _terms(text)


def test_a_pointing_bracket_after_a_long_clause_defines_nothing() -> None:
    # the phrase step cannot narrow the clause to the noun the bracket names
    text = (
        "The report shall set out the forecast volumes for the next quarter and the cost of "
        "the materials purchased from the supplier approved by the Board (as defined further "
        'in clause 9, the "Second Source") for that quarter.\n'
    )
    assert "Second Source" not in _terms(text)


def test_a_head_noun_followed_by_thereof_heads_the_named_phrase() -> None:
    text = (
        "The Licensor grants to the Licensee a licence under the Patents, including all "
        'continuations thereof (the "Continuations"), and under the Know-How (the "Licensed '
        'Know-How") in the Territory.\n'
    )
    terms = _terms(text, "us")
    assert terms["Continuations"] == "all continuations thereof"
    assert terms["Licensed Know-How"] == "the Know-How"


def test_a_term_x_of_y_names_the_phrase_from_its_x() -> None:
    text = (
        "The valuation is final unless the Tenant serves written notice of its objection to it "
        '(a "Notice of Objection") on the Landlord within ten days, or the Landlord gives a '
        'notice of its acceptance thereof (a "Notice of Acceptance").\n'
    )
    terms = _terms(text)
    assert terms["Notice of Objection"] == "notice of its objection to it"
    assert terms["Notice of Acceptance"] == "a notice of its acceptance thereof"
