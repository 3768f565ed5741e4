"""Definition shapes licences (and many contracts) write.

A qualifier between the quoted term and "means" ('The "Corresponding Source" for a work in
object code form means'), "also means", a defined verb or lower-case term after "To", "A" or
"The" at a sentence start ('To "convey" a work means', 'A "covered work" means'), and a term
classed by "is"/"are" after an article ('An "Application" is any work that ...'). An
ordinary quoted phrase, or a name said to be a trademark, still defines nothing; nor does a
button's label ('Clicking "I Agree" means ...') or a cited unit's caption ('Section 2
("Confidentiality")').
"""

from __future__ import annotations

from clausewise import LegalChunker

TEXT = """0. Definitions.

"This Licence" refers to version 2 of the Example Public Licence.

"Copyright" also means copyright-like laws that apply to other kinds of works.

To "modify" a work means to copy from or adapt all or part of the work.

A "covered work" means either the unmodified Program or a work based on the Program.

The "Corresponding Source" for a work in object code form means all the source code needed
to build it.

An "Application" is any work that makes use of an interface provided by the Library.

The "Invariant Sections" are certain sections whose titles are named as such.

1. Warranty.

The Program is provided on an "as is" basis, and the words "hereof" and "herein" refer to this
Licence as a whole. Marking a copy "draft" does not change it. Use of the marks is limited.
"WIDGETCO" is a registered trademark of the Licensor.
"""


def test_licence_definition_shapes() -> None:
    terms = LegalChunker(jurisdiction="us").get_defined_terms(TEXT)
    assert set(terms) == {
        "Licence",  # '"This Licence"': a leading "This" is no part of the term
        "Copyright",
        "modify",
        "covered work",
        "Corresponding Source",
        "Application",
        "Invariant Sections",
    }
    assert terms["Corresponding Source"].definition.startswith("means all the source code")


CAPTIONS = """MASTER SERVICES AGREEMENT

This Agreement is made between Cobalt Analytics, Inc. ("Provider") and Delta LLC ("Customer").

Section 1. Services. Provider shall provide the services set out in Schedule 1 ("Services").

Section 2. Confidentiality. Each party shall hold the other party's information in confidence.

Section 3. Term. This Agreement shall continue for two years. The provisions of Section 2
("Confidentiality") shall survive any termination of this Agreement. Customer designates the
entity identified in Section 4 ("Designee") to receive notices.

Section 4. Portal. Clicking "I Agree" means you accept the portal rules. Selecting the "Accept"
button means you agree to them. Typing "STOP" means you leave the portal.
"""


def test_captions_and_labels_define_nothing() -> None:
    terms = LegalChunker(jurisdiction="us").get_defined_terms(CAPTIONS)
    assert list(terms) == ["Provider", "Customer", "Services", "Designee"]
    assert terms["Services"].definition == "the services set out in Schedule 1"
    assert terms["Designee"].definition == "the entity identified in Section 4"


def test_an_aside_of_several_words_before_the_verb() -> None:
    text = (
        '"Affiliate" means any entity that controls a Party. As used in this definition, the '
        'term "control", whether used as a noun or verb, refers to the power to direct a '
        "person.\n"
    )
    terms = LegalChunker(jurisdiction="us").get_defined_terms(text)
    assert terms["Affiliate"].definition == "means any entity that controls a Party."
    assert terms["control"].definition == "refers to the power to direct a person."
