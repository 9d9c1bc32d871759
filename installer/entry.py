"""The frozen build's entry point: the ``bakehouse`` console script (desktop/launcher.py)."""

import sys

from desktop.launcher import main

if __name__ == "__main__":
    sys.exit(main())
