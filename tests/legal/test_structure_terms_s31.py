"""Plain-language terms title sections with indirect questions closed by a full stop ("Who
is responsible if something happens.", "How we will handle disputes."): headings, as their
forms with a question mark are (round 31). Text written for the test."""

from __future__ import annotations

from clausewise import LegalChunker

_TERMS = (
    "Terms of Use\n\n"
    "Welcome to Photoshare! These Terms govern your use of Photoshare.\n\n"
    "The Photoshare Service\n"
    "We agree to provide you with the Photoshare Service. The Service includes all of the"
    " products, features, applications and services we provide to you.\n\n"
    "Your commitments\n"
    "In return for our commitment to provide the Service, we require you to make the"
    " commitments below to us.\n\n"
    "Who has rights under this agreement.\n\n"
    "    This agreement does not give rights to any third parties. You cannot transfer your"
    " rights or obligations under this agreement without our consent.\n\n"
    "Who is responsible if something happens.\n\n"
    "    We are liable only as follows: we have unlimited liability in accordance with"
    " statutory provisions and in case of intent or gross negligence.\n\n"
    "How we will handle disputes.\n"
    "If a claim or dispute arises out of your use of the Service as a consumer, you may"
    " resolve it in any competent court in the country of your main residence.\n\n"
    "Updating these Terms\n"
    "We may change our Service and these Terms so that they accurately reflect the Service."
    " We will notify you at least 30 days before we update the Terms.\n"
)


def test_indirect_question_headings_closed_by_a_full_stop() -> None:
    nodes = LegalChunker(jurisdiction="us", doc_type="terms_conditions").parse_structure(_TERMS)
    titles = [n.title for n in nodes if n.level == 1 and n.title]
    assert titles == [
        "The Photoshare Service",
        "Your commitments",
        "Who has rights under this agreement",
        "Who is responsible if something happens",
        "How we will handle disputes",
        "Updating these Terms",
    ]
    disputes = next(n for n in nodes if n.title == "How we will handle disputes")
    assert (
        _TERMS[disputes.char_start : disputes.char_end]
        .rstrip()
        .endswith("country of your main residence.")
    )


def test_a_short_sentence_opening_with_a_condition_stays_text() -> None:
    text = _TERMS.replace(
        "How we will handle disputes.\n", "Where required by law we will notify you.\n"
    )
    nodes = LegalChunker(jurisdiction="us", doc_type="terms_conditions").parse_structure(text)
    titles = [n.title for n in nodes if n.level == 1 and n.title]
    assert "Where required by law we will notify you" not in titles
    # the document's other headings are still read: the line is refused, not the layout
    assert "Who is responsible if something happens" in titles
