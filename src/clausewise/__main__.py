"""``python -m clausewise``: the same command line as the ``clausewise`` script."""

import sys

from clausewise.cli import main

sys.exit(main())
