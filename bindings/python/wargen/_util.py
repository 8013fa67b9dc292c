"""Helpers every module of the package shares: document sources, enum name
tables, accessor properties. Private: nothing here is part of the API.
(Arguments are checked by the extension itself, bindings/wargen.i.)"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping


def _source(source, what):
    """("file", path) or ("text", text, name) for a document source."""
    if isinstance(source, Mapping):
        return "text", json.dumps(source), "<dict>"
    if isinstance(source, (bytes, bytearray)):
        return "text", bytes(source), "<bytes>"
    if isinstance(source, str):
        if source.lstrip().startswith("{"):
            return "text", source, "<string>"
        return "file", source
    if isinstance(source, os.PathLike):
        return "file", os.fsdecode(source)
    raise TypeError(f"{what}: expected a path, a JSON str, bytes or a dict, not "
                    f"{type(source).__name__}")


def _load(source, what, load_file, load_string):
    """A handle read by load_file(path) or load_string(text, name) from a
    path, a JSON str, bytes or a dict (see _source)."""
    src = _source(source, what)
    return load_file(src[1]) if src[0] == "file" else load_string(src[1], src[2])


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


def _numpy():
    """The numpy module, or None when it does not import (not installed, or
    blocked by ``sys.modules["numpy"] = None``): batch results take its arrays."""
    try:
        import numpy
    except ImportError:
        return None
    return numpy


def _columns(raw):
    """A batch's columns (the extension's wgb_columns: a tuple of (name,
    struct code, start, end) and the bytearray the C library wrote them in)
    as a dict of column name -> NumPy array viewing the block (no copy) when
    NumPy is installed, else -> list, converted in C by memoryview."""
    specs, block = raw
    view = memoryview(block)
    np = _numpy()
    if np is not None:
        return {name: np.frombuffer(view[start:end], dtype=code) for name, code, start, end in specs}
    return {name: view[start:end].cast(code).tolist() for name, code, start, end in specs}
