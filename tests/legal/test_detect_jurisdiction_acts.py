"""``guess_jurisdiction`` (the command line's ``--jurisdiction auto``) on statutes: an Act of
the UK or another Commonwealth parliament reads with the ``uk`` profile (section-numbered,
"Data Protection Act 2018"), an Act of Congress with ``us`` ("Act of 2022")."""

from __future__ import annotations

from clausewise.legal.detect import guess_jurisdiction

UK_ACT = """Data Protection Act 2018
2018 CHAPTER 12

An Act to make provision for the regulation of the processing of information relating to
individuals; and for connected purposes.

BE IT ENACTED by the King's most Excellent Majesty, by and with the advice and consent of the
Lords Spiritual and Temporal, and Commons, in this present Parliament assembled, as follows:

PART 1
PRELIMINARY

1 Overview
(1) This Act makes provision about the processing of personal data.
(2) Part 2 applies a broadly equivalent regime to certain types of processing.

2 Terms relating to the processing of personal data
(1) This section defines some terms used in this Act.
(2) "Personal data" means any information relating to an identified or identifiable living
individual.
"""

AU_ACT = """Privacy Act 1988
No. 119, 1988

Part I—Preliminary

1 Short title
This Act may be cited as the Privacy Act 1988.

6 Interpretation
(1) In this Act, unless the contrary intention appears:
agency means a Minister, a Department, or a body established for a public purpose.
Commonwealth enactment means an Act other than an Act of the Australian Capital Territory.
"""

US_ACT = """One Hundred Seventeenth Congress of the United States of America

AN ACT

To provide for reconciliation pursuant to title II of the concurrent resolution.

Be it enacted by the Senate and House of Representatives of the United States of America in
Congress assembled,

SECTION 1. SHORT TITLE.
This Act may be cited as the "Widget Safety Act of 2022".

SEC. 2. DEFINITIONS.
In this Act, the term "widget" means a device described in section 3.
"""


def test_a_uk_act_reads_as_uk() -> None:
    assert guess_jurisdiction(UK_ACT) == "uk"


def test_a_commonwealth_act_reads_as_uk() -> None:
    assert guess_jurisdiction(AU_ACT) == "uk"


def test_an_act_of_congress_reads_as_us() -> None:
    assert guess_jurisdiction(US_ACT) == "us"
