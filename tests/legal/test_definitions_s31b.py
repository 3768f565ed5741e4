"""Definition text of bracket and inline definitions: the noun phrase a bracket names when
it is the shared object of coordinated verbs, the list a gerund takes, the thing after "your
use of" / "the number of", the agent after "disclosed by", the head noun before a relative
clause with no "that", and parties named "each a "Party"" after a comma."""

from __future__ import annotations

from clausewise import LegalChunker


def _defs(text: str, jurisdiction: str = "us") -> dict[str, str]:
    terms = LegalChunker(jurisdiction=jurisdiction).get_defined_terms(text)
    return {k: v.definition for k, v in terms.items()}


def test_object_of_coordinated_indemnity_verbs_with_particle_after_it() -> None:
    text = (
        "12. Indemnification\n\nYou agree to indemnify, defend, and hold Yelp, its parents, "
        "subsidiaries, affiliates, officers and employees harmless (collectively, the "
        '"Yelp Entities") from and against any and all claims arising out of your use of '
        "the Service. The Yelp Entities may participate in the defence.\n"
    )
    defs = _defs(text)
    assert defs["Yelp Entities"] == (
        "Yelp, its parents, subsidiaries, affiliates, officers and employees"
    )


def test_object_after_indemnify_and_hold_harmless() -> None:
    text = (
        "7. Indemnity\n\n7.1 The Servicer shall indemnify and hold harmless the Owner, the "
        'Agent, each Lender and their respective directors (each, an "Indemnified Person") '
        "from and against all losses. Each Indemnified Person may enforce this clause.\n"
    )
    defs = _defs(text)
    assert defs["Indemnified Person"] == (
        "the Owner, the Agent, each Lender and their respective directors"
    )


def test_coordinated_verbs_keep_a_verb_particle_after_held() -> None:
    text = (
        "8. Claims\n\nAny claim for which an Indemnitee seeks to be indemnified or held harmless "
        '(a "Claim") shall be notified promptly. The Indemnitee shall give notice of each Claim.\n'
    )
    defs = _defs(text)
    assert defs["Claim"].endswith("held harmless")


def test_infinitive_list_after_a_noun_is_no_shared_object() -> None:
    # "the right to use, copy and distribute": the bracket names the right, not the software
    text = (
        "2. Licence\n\nThe Licensor grants the Licensee a non-exclusive right to use, copy and "
        'distribute the Software (the "Licence") in the Territory. The Licence is personal.\n'
    )
    defs = _defs(text, "uk")
    assert defs["Licence"] != "the Software"


def test_collective_list_after_a_gerund() -> None:
    text = (
        "Please read these Terms of Use carefully before using the PhotoShare website and "
        'mobile application (together, the "Platform"). By using the Platform you agree to '
        "these Terms.\n"
    )
    defs = _defs(text)
    assert defs["Platform"] == "the PhotoShare website and mobile application"


def test_gerund_inside_a_list_of_costs_is_not_read() -> None:
    text = (
        "9. Losses\n\nThe Provider shall pay all damages, fees and the costs of enforcing any "
        "right to indemnification, and the cost of pursuing any insurance providers "
        '(collectively, "Losses"). Losses are payable on demand.\n'
    )
    defs = _defs(text)
    assert not defs["Losses"].startswith("any insurance providers")


def test_thing_after_your_use_of() -> None:
    text = (
        'These Terms of Service ("Terms") govern your use of the Acme Cloud platform (the '
        '"Service"). Please read them carefully before you use the Service.\n'
    )
    defs = _defs(text)
    assert defs["Service"] == "the Acme Cloud platform"


def test_use_kept_when_the_term_names_the_use() -> None:
    text = (
        '3. Use\n\nThe Customer shall ensure that its use of the Platform (the "Permitted '
        'Use") complies with the Documentation. Any other Permitted Use requires consent.\n'
    )
    defs = _defs(text)
    assert defs["Permitted Use"] == "its use of the Platform"


def test_plural_term_names_the_things_counted() -> None:
    text = (
        "2. Services\n\nIBM will administer the number of Base Component database servers (the "
        '"Database Administration Servers") specified in Attachment B. The Database '
        "Administration Servers are located in the Data Center.\n"
    )
    defs = _defs(text)
    assert defs["Database Administration Servers"] == "Base Component database servers"


def test_agent_of_a_passive_participle_for_a_role_term() -> None:
    text = (
        "1. Confidentiality\n\nThe Parties shall protect all information disclosed by one "
        'Party (the "Discloser") to the other (the "Recipient") under this Agreement. The '
        "Recipient shall return it to the Discloser on request.\n"
    )
    defs = _defs(text)
    assert defs["Discloser"] == "one Party"
    assert defs["Recipient"] == "the other"


def test_agent_rule_keeps_a_role_noun_before_the_participle() -> None:
    text = (
        "4. Advertising\n\nThe Banner Advertisements may be served by a third party authorized "
        'by Intuit (the "Authorized Advertisement Server"). The Authorized Advertisement '
        "Server shall comply with this Agreement.\n"
    )
    defs = _defs(text)
    assert defs["Authorized Advertisement Server"] != "Intuit"


def test_head_noun_before_a_relative_clause_without_that() -> None:
    text = (
        "5. Content\n\nYou retain all rights in the photos and other content you post "
        '("User Content"). We may remove User Content that breaches these Terms.\n'
    )
    defs = _defs(text)
    assert defs["User Content"] == "the photos and other content you post"


def test_parties_named_each_a_party_after_a_comma() -> None:
    text = (
        "This Agreement is made between Acme Inc., a Delaware corporation, and Beta LLC, a "
        'Texas limited liability company, each a "Party" and together the "Parties".\n\n'
        "1. Services\n\nEach Party shall comply with this Agreement.\n"
    )
    defs = _defs(text)
    want = "Acme Inc., a Delaware corporation, and Beta LLC, a Texas limited liability company"
    assert defs["Party"] == want
    assert defs["Parties"] == want


def test_each_after_a_comma_inside_a_bracket_is_no_named_list() -> None:
    text = (
        "2. Designation Rights\n\nPurchaser may designate the assignees of any of Merchant's "
        "unexpired leases (together with all amendments and other material documents related "
        'thereto, each a "Lease") and executory contracts. Each Lease is listed in Schedule 2.\n'
    )
    defs = _defs(text)
    # the clause's verb and its subject are no part of what the bracket names
    assert "Lease" not in defs or "designate" not in defs["Lease"]
    assert "Lease" not in defs or "(" not in defs["Lease"]


def test_gerund_object_running_into_an_aside_is_not_read() -> None:
    text = (
        "By creating an Acme account, whether through a mobile device, mobile application or "
        'computer (collectively, the "Service"), you agree to be bound by these Terms.\n'
    )
    defs = _defs(text)
    assert not defs["Service"].startswith("an Acme account")


def test_make_available_object_is_not_the_shared_object() -> None:
    text = (
        "3. Hosting\n\nLicensee agrees that it will offer, access, and make the Services "
        'available to Licensee Users pursuant to a terms of use agreement (the "Terms of '
        'Use"). The Terms of Use shall bind each Licensee User.\n'
    )
    defs = _defs(text)
    assert not defs["Terms of Use"].startswith("the Services available")
