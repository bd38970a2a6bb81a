"""``python -m app``: the same as the ``forcesheet`` command."""

import sys

from app.cli import main

if __name__ == "__main__":  # (not in a worker process, which imports this module again)
    sys.exit(main())
