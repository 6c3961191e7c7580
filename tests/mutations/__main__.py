"""``python -m tests.mutations [-k WORD]``: run the mutation check (see the package)."""

from __future__ import annotations

import sys

from tests import mutations
from tests.mutations.harness import main

if __name__ == "__main__":
    sys.exit(main(mutations.MUTATIONS, (mutations.__doc__ or "").splitlines()[0]))
