"""The docs tests: the man page and the bash completion against the
command's help. WARGEN is the command, WARGEN_SOURCE_ROOT the source tree,
WARGEN_COMPLETION the built completion file, WARGEN_MAN_PAGE the built page
(when scdoc is found).
"""
import os
import sys

import pytest

SOURCE_ROOT = os.environ["WARGEN_SOURCE_ROOT"]
sys.path.insert(0, os.path.join(SOURCE_ROOT, "docs"))


@pytest.fixture(scope="session")
def wargen():
    return os.environ["WARGEN"]


@pytest.fixture(scope="session")
def described(wargen):
    import wargen_help
    return wargen_help.describe(wargen)
