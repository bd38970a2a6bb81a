"""``python -m app``: the same as the ``forcesheet`` command."""

import sys

from app.cli import main

sys.exit(main())
