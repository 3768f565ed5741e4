"""Copyright notices are never headings.

A bundle of third-party notices has title lines over each licence ("Time Zone Database",
"COPYRIGHT AND PERMISSION NOTICE"), and copyright lines that look like them in shape:
"Copyright 1991 by the Massachusetts Institute of Technology", "All Rights Reserved".
"""

from __future__ import annotations

from clausewise import LegalChunker

TEXT = """THIRD-PARTY NOTICES

The product includes the components below.

COPYRIGHT AND PERMISSION NOTICE

Permission is granted to use the data files without charge, provided this notice is kept.

Time Zone Database

The time zone data is in the public domain and may be used for any purpose.

Copyright 1991 by the Example Institute of Technology

Permission to use, copy and modify this script is granted, provided the notice is kept.

All Rights Reserved

Font Library

The fonts are licensed under their own terms, printed with them.
"""


def test_copyright_lines_are_not_headings() -> None:
    nodes = LegalChunker(jurisdiction="us").parse_structure(TEXT)
    titles = [n.title for n in nodes if n.level == 1 and n.title]
    assert titles == ["COPYRIGHT AND PERMISSION NOTICE", "Time Zone Database", "Font Library"]
