"""Definition shapes licences (and many contracts) write.

A qualifier between the quoted term and "means" ('The "Corresponding Source" for a work in
object code form means'), "also means", a defined verb or lower-case term after "To", "A" or
"The" at a sentence start ('To "convey" a work means', 'A "covered work" means'), and a term
classed by "is"/"are" after an article ('An "Application" is any work that ...'). An
ordinary quoted phrase, or a name said to be a trademark, still defines nothing.
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
