"""Definition text of collective brackets after long indemnity lists and lists a modifier
takes, the alternatives of a "whether through" aside, an echoed term qualifying an
instrument's noun, a full stop inside closing quotes, distributive ", each a "X""
definitions inside a sentence, and uses that point to a definition scoped to a clause."""

from __future__ import annotations

from clausewise import LegalChunker


def _defs(text: str, jurisdiction: str = "us") -> dict[str, str]:
    terms = LegalChunker(jurisdiction=jurisdiction).get_defined_terms(text)
    return {k: v.definition for k, v in terms.items()}


_LONG_INDEMNITY = (
    "9. Indemnification\n\n9.1 Supplier shall indemnify, defend, and hold harmless Customer "
    "and its officers, directors, employees, agents, affiliates, successors, and permitted "
    'assigns (collectively, "Customer Indemnitees") against any and all losses, damages, '
    "liabilities, deficiencies, claims, actions, judgments, settlements, interest, awards, "
    "penalties, fines, costs, or expenses of whatever kind, including attorneys' fees, fees "
    "and the costs of enforcing any right to indemnification under this Agreement, and the "
    "cost of pursuing any insurance providers, incurred by Customer Indemnitees or awarded "
    'against Customer Indemnitees (collectively, "Losses"), arising out of any breach.\n'
)


def test_collective_bracket_after_a_list_longer_than_the_window() -> None:
    defs = _defs(_LONG_INDEMNITY)
    assert defs["Losses"].startswith("any and all losses, damages, liabilities")
    assert defs["Losses"].endswith("awarded against Customer Indemnitees")


def test_coordinated_indemnity_prepositions_lead_to_the_list() -> None:
    text = (
        "10. Indemnity\n\n10.1 Contractor shall indemnify, defend, and hold harmless Owner "
        "from, against and with respect to any claim, liability, obligation, loss, damage, "
        "judgment, cost and expense (including, without limitation, reasonable attorneys' fees "
        "and costs reasonably incurred in investigating, preparing, defending against or "
        "prosecuting any litigation or claim, action, suit, proceeding or demand) of any kind "
        'or character (collectively, "Losses"), arising out of any breach by Contractor.\n'
    )
    defs = _defs(text)
    assert defs["Losses"].startswith("any claim, liability, obligation, loss")
    assert defs["Losses"].endswith("of any kind or character")


def test_collective_bracket_names_the_list_a_modifier_takes() -> None:
    text = (
        "8. Indemnities\n\n8.1 The Supplier shall indemnify the Customer against all "
        "liabilities arising out of or resulting from any claims, losses, damages and "
        'expenses (collectively, "Losses") suffered by the Customer.\n\n8.2 The Licensee '
        "shall defend and hold harmless the Licensor from any and all costs incurred in "
        "defending, settling or resolving any claims, suits, actions and proceedings "
        '(collectively, "Claims").\n'
    )
    defs = _defs(text)
    assert defs["Losses"] == "any claims, losses, damages and expenses"
    assert defs["Claims"] == "any claims, suits, actions and proceedings"


def test_collective_bracket_after_a_whether_aside_names_its_alternatives() -> None:
    text = (
        "1. Acceptance\n\nBy creating an Acme account, whether through a mobile device, "
        'mobile application or computer (collectively, the "Service"), you agree to be '
        "bound by these Terms.\n"
    )
    assert _defs(text)["Service"] == "a mobile device, mobile application or computer"


def test_echoed_term_qualifying_an_instrument_noun() -> None:
    text = (
        "3. Hosting\n\nLicensee agrees that it will offer, access, and make the Services "
        'available to Licensee Users pursuant to a terms of use agreement (the "Terms of '
        'Use"). The Terms of Use shall bind each Licensee User.\n'
    )
    assert _defs(text)["Terms of Use"] == "a terms of use agreement"


def test_full_stop_inside_closing_quotes_ends_the_sentence() -> None:
    text = (
        'HOSTING AGREEMENT\n\nThis Hosting Agreement is made between Alpha Corp. ("Alpha") and '
        'Beta LLC ("Beta"). Alpha and Beta may be referred to individually as a "Party" and '
        'collectively as the "Parties."   The hosting and technical services of Alpha, '
        'including mobile applications and APIs ("Services"), are described in Exhibit A.\n'
    )
    assert _defs(text)["Services"] == (
        "The hosting and technical services of Alpha, including mobile applications and APIs"
    )


def test_distributive_each_a_term_inside_a_sentence() -> None:
    text = (
        "3. Features\n\nThe extension offers several features. These features are split into "
        "basic functions, each a \u201cBasic Function\u201d, and enhanced functions, each an "
        "\u201cEnhanced Function\u201d. Klarna may withdraw any Basic Function at any time.\n"
    )
    defs = _defs(text)
    assert defs["Basic Function"] == "basic functions"
    assert defs["Enhanced Function"] == "enhanced functions"


_SCOPED = (
    "1. DEFINITIONS\n\n1.1 In this Agreement, \"Services\" means the services described in "
    "Schedule 1.\n\n2. SERVICES\n\n2.1 The Supplier shall provide the Services. Any Claim (as "
    "defined in clause 11) shall be notified promptly.\n\n11. INDEMNITY\n\n11.1 In this "
    'clause 11, "Claim" means any claim, demand or proceeding brought by a third party '
    "against the Customer.\n\n11.2 The Supplier shall indemnify the Customer against every "
    "Claim.\n\n12. GENERAL\n\n12.1 No Claim may be brought after two years.\n"
)


def test_pointer_to_a_clause_scoped_definition_uses_it() -> None:
    chunker = LegalChunker(jurisdiction="uk", max_chunk_size=512)
    assert chunker.get_defined_terms(_SCOPED)["Claim"].scope == "11"
    by_path = {c.hierarchy_path: c for c in chunker.chunk(_SCOPED)}
    pointed = by_path["2"]
    assert pointed.defined_terms_used == ["Services", "Claim"]
    assert pointed.defined_terms_context["Claim"].startswith("means any claim, demand")
    assert "Claim" in by_path["11"].defined_terms_used
    # a plain use outside clause 11 is no use of clause 11's term
    assert "Claim" not in by_path["12"].defined_terms_used


def test_party_named_in_a_role_after_as() -> None:
    text = (
        "FACILITY AGREEMENT\n\nTHIS AGREEMENT is dated 3 March 2025 and made between:\n\n"
        '(1) NORTHGATE HOLDINGS LIMITED (registered number 01234567) (the "Borrower"); and\n\n'
        '(2) BRAMLEY BANK PLC as lender (the "Lender").\n\n1. APPOINTMENT\n\n1.1 The '
        'Borrower appoints Harbour Trust Company as security agent (the "Security Agent").\n'
    )
    defs = _defs(text, "uk")
    assert defs["Lender"] == "BRAMLEY BANK PLC as lender"
    assert defs["Security Agent"] == "Harbour Trust Company as security agent"


def test_as_a_inside_a_product_name_is_no_role() -> None:
    text = (
        "# Software as a Service Agreement\n\nThis Software as a Service Agreement (the "
        '**"Agreement"**) is entered into between Lumen Analytics Ltd (**"Provider"**) and '
        'the customer identified in the Order Form (**"Customer"**).\n\n## 1. Definitions\n\n'
        '**"Customer Data"** means all data uploaded to the Service by Customer.\n'
    )
    defs = _defs(text)
    assert defs["Agreement"] == "This Software as a Service Agreement"
    assert defs["Provider"] == "Lumen Analytics Ltd"
    assert defs["Customer Data"].startswith("means all data uploaded")
