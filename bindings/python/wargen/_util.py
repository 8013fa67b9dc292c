"""Helpers every module of the package shares: document sources, enum name
tables, accessor properties, the layer's classes. Private: nothing here is
part of the API. (Arguments are checked by the extension itself,
bindings/wargen.i.)"""

from __future__ import annotations

import array
import json
import mmap
import os
from collections.abc import Mapping

from .core import _core as _extension
from .errors import ArgumentTypeError, RangeError, _type_error

SOURCES = "a path, a JSON str, bytes or a dict"


def _source(source, name="source", expected=SOURCES):
    """("file", path) or ("text", text, name) for a document source; another
    value raises ArgumentTypeError naming the parameter (name) and what it
    takes (expected)."""
    if isinstance(source, Mapping):
        try:
            return "text", json.dumps(source), "<dict>"
        except TypeError as e:  # a value JSON has no form for
            raise ArgumentTypeError(f"{name} must be a dict of JSON values: {e}") from None
    if isinstance(source, (bytes, bytearray)):
        return "text", bytes(source), "<bytes>"
    if isinstance(source, str):
        if source.lstrip().startswith("{"):
            return "text", source, "<string>"
        return "file", source
    if isinstance(source, os.PathLike):
        return "file", os.fsdecode(source)
    raise _type_error(name, expected, type(source).__name__)


def _load(source, name, load_file, load_string):
    """A handle read by load_file(path) or load_string(text, name) from a
    path, a JSON str, bytes or a dict (see _source; name: the parameter)."""
    src = _source(source, name)
    return load_file(src[1]) if src[0] == "file" else load_string(src[1], src[2])


def _members(pairs):
    """(name, value) pairs as the text of a JSON object, None left out (a
    trailing _ dropped from a name: from_ is from; Fractions as numbers). An
    int the library's JSON cannot hold (beyond 64 bits) raises RangeError
    naming its member, as the library does for one outside its own range."""
    def value(k, v):
        if isinstance(v, int) and not -2**63 <= v < 2**63:
            raise RangeError(f"{k} {v} is out of range (-2**63 to 2**63 - 1)")
        try:
            return json.dumps(v, default=float, allow_nan=False)
        except ValueError:  # NaN or an infinity, which JSON has no number for
            raise RangeError(f"{k} {v} is out of range (a finite number)") from None
        except TypeError:
            raise _type_error(k, "a JSON value", type(v).__name__) from None
    return "{%s}" % ", ".join(f"{json.dumps(k.rstrip('_'))}: {value(k.rstrip('_'), v)}"
                              for k, v in pairs if v is not None)


def _as(cls, value, name):
    """value as a cls: itself, or cls(value) read from a document source; a
    value of another type is named as the caller's parameter name."""
    if isinstance(value, cls):
        return value
    _source(value, name, f"a wargen.{cls.__name__} or {SOURCES}")
    return cls(value)


def _mapping(value, name):
    """value if it is a mapping (a dict), else ArgumentTypeError naming name."""
    if not isinstance(value, Mapping):
        raise _type_error(name, "a dict", type(value).__name__)
    return value


def _numbers(values, name, expected, types=(int, float), sizes=None):
    """values as a tuple of numbers of types (not bool), as many as one of
    sizes if given; another value raises ArgumentTypeError: name must be
    expected. (Their ranges are the library's to check.)"""
    if isinstance(values, (str, bytes, Mapping)) or not hasattr(values, "__iter__"):
        raise _type_error(name, expected, type(values).__name__)
    values = tuple(values)
    bad = [v for v in values if not isinstance(v, types) or isinstance(v, bool)]
    if bad:
        raise _type_error(name, expected, f"a sequence holding {type(bad[0]).__name__}")
    if sizes is not None and len(values) not in sizes:
        raise _type_error(name, expected, f"{len(values)} numbers")
    return values


def _names(name_of, first=0):
    """An enum's names in order from its C name function, which gives None
    past the last (the enum's COUNT); names before first are left out."""
    names = []
    while name_of(first + len(names)) is not None:
        names.append(name_of(first + len(names)))
    return tuple(names)


def _accessor(method, doc=None):
    """A read-only property: the C handle's (self._h) accessor of that name."""
    return property(lambda self: getattr(self._h, method)(), doc=doc)


def _forward(method, doc=None):
    """A method without arguments: the C handle's (self._h) method of that name;
    doc None for an X_dict, which gives X_json's document as Python values."""
    def forward(self):
        return getattr(self._h, method)()
    forward.__name__ = forward.__qualname__ = method
    forward.__doc__ = doc or (f"``{method.replace('_dict', '_json')}()`` as dicts and lists "
                              "(new ones each call).")
    return forward


def _numpy():
    """The numpy module, or None when it does not import (not installed, or
    blocked by ``sys.modules["numpy"] = None``): batch columns are its arrays."""
    try:
        import numpy
    except ImportError:
        return None
    return numpy


_HUGE = 2 << 20  # a huge page


def _columns(codes, n):
    """Empty columns of n items, one per struct code ('i', 'b', '?'), for the C
    library to write a batch in (bindings/python/rng.swg): NumPy arrays when NumPy
    imports, else array.array columns (bool as 'B', 0 or 1).

    A fresh page costs a fault when first written, some 20 µs per 4 KiB on a
    virtual machine (measured here), more than the batch itself; so NumPy columns
    of two huge pages or more are views into one anonymous mapping advised to use
    huge pages, placed on their boundaries: a few faults instead of one per page.
    (An array.array owns its memory and cannot be placed so.)"""
    np = _numpy()
    if np is None:
        return [array.array("B" if c == "?" else c, [0]) * n for c in codes]  # memcpy, no loop
    sizes = [np.dtype(c).itemsize * n for c in codes]
    advise = getattr(mmap, "MADV_HUGEPAGE", None)
    if sum(sizes) < 2 * _HUGE or advise is None:
        return [np.empty(n, dtype=c) for c in codes]
    whole = -(-sum(sizes) // _HUGE) * _HUGE
    block = mmap.mmap(-1, whole + _HUGE, flags=mmap.MAP_PRIVATE)  # not shared: shmem has no huge pages
    block.madvise(advise)
    start = -np.frombuffer(block, np.uint8, 1).ctypes.data % _HUGE
    columns = []
    for code, size in zip(codes, sizes):
        columns.append(np.frombuffer(block, dtype=code, count=n, offset=start))
        start += size
    return columns


def _layered(cls):
    """A class decorator: cls, the layer's subclass of a SWIG class of wargen.core
    (bindings/wargen.i, WGB_LAYERED), made the class of every object of that C
    type the extension returns, which SWIG makes of the class registered last."""
    swig = next(c for c in cls.__mro__[1:] if c.__module__ == "wargen.core")
    _extension._layer(swig, cls)
    return cls
