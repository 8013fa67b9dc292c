"""Docstrings of the public API (issue 11, "Types"): every public class,
function and method (as test_arguments.py enumerates them) has one, and
help() shows it without C-isms: the C error record and status type, SWIG's
types and ownership flag, ':rtype: int' on a call that returns no int, or the
C signature the headers' Doxygen describes (bindings/morale.i gives those
functions docstrings in Python terms). The exceptions a docstring names are
ones a caller can catch."""
import builtins
import inspect
import pydoc
import re

import pytest

import wargen
from test_arguments import API, BSDATA_SPECS, SPECS, _call, _public_classes

PUBLIC = dict(API, **_public_classes())
C_ISMS = re.compile(r"wg_status|wg_error|SWIGTYPE|thisown")
# What the headers' Doxygen says of the C signature (SWIG -doxygen carries
# it): status codes, NULL, out-parameters, C function and type names.
C_SIGNATURE = re.compile(r"\bWG_[A-Z]+\b|\bNULL\b|:type \w+: :py:class:`wg_|\bwg_\w+")
EXCEPTION = re.compile(r"\b[A-Z]\w*Error\b")
# Both languages in one text ("None / nil", "1-based in Lua"): help() is Python's.
OTHER_LANGUAGE = re.compile(r"\bnil\b|1-based|(dicts|lists) / tables")


def _help(obj):
    return pydoc.plaintext.document(obj) if inspect.isclass(obj) else pydoc.render_doc(
        obj, renderer=pydoc.plaintext)


@pytest.mark.parametrize("name", sorted(PUBLIC))
def test_every_public_name_has_a_docstring(name):
    assert (PUBLIC[name].__doc__ or "").strip(), f"{name} has no docstring"


@pytest.mark.parametrize("name", sorted(PUBLIC))
def test_help_shows_no_c_isms(name):
    assert C_ISMS.findall(_help(PUBLIC[name])) == []


@pytest.mark.parametrize("name", sorted(SPECS))
def test_no_rtype_int_on_a_call_that_returns_no_int(name):
    make, params = SPECS[name]
    if name in BSDATA_SPECS and not wargen.bsdata_supported():
        pytest.skip("a build without the BattleScribe importer: no call returns")
    result = _call(name, make() if make else None, params)
    if not isinstance(result, int) or isinstance(result, bool):
        assert ":rtype: int" not in _help(API[name])


@pytest.mark.parametrize("name", sorted(PUBLIC))
def test_help_speaks_python_only(name):
    assert OTHER_LANGUAGE.findall(_help(PUBLIC[name])) == []


def test_help_shows_no_c_signature():
    found = {n: sorted(set(C_SIGNATURE.findall(_help(o)))) for n, o in sorted(PUBLIC.items())}
    assert {n: f for n, f in found.items() if f} == {}


@pytest.mark.parametrize("name", sorted(PUBLIC))
def test_help_names_only_exceptions_that_exist(name):
    # "Raises StateError (...)": a class of wargen (or a builtin), not a
    # misspelling or a C status turned into a name
    named = set(EXCEPTION.findall(_help(PUBLIC[name])))
    assert {e for e in named if not hasattr(wargen, e) and not hasattr(builtins, e)} == set()
