"""Importing BattleScribe data: The 9th Age army books and rosters (wargen/bsdata.h).

    book = wargen.BattleScribeBook("system.gst", "book.cat")  # or None for the .gst
    book.catalog, book.warnings           # a Catalog of its own; what could not map
    text, warnings = book.import_roster("army.rosz")  # wargen-roster/1 text
    roster = book.load_roster("army.ros")  # read once, a roster that keeps the book alive
    roster.catalog is book.catalog, roster.validate()  # R1-R14, as for JSON rosters

The importer is optional: in a build without it (Meson feature ``bsdata``)
``bsdata_supported()`` is False and every call raises NotSupportedError.
How BattleScribe's entries map: include/wargen/bsdata.h.
"""

from __future__ import annotations

import os

from . import core as _core
from .core import bsdata_supported
from .errors import _type_error
from ._util import _layered

__all__ = ["BattleScribeBook", "bsdata_supported"]


@_layered
class BattleScribeBook(_core._BattleScribeBook):
    """BattleScribeBook(system_path, book_path): a game system (.gst) and one army book (.cat)."""

    def __init__(self, system_path, book_path):
        """A game system (``.gst``, or None: the one beside the book whose id the book
        names) and one army book (``.cat``) of BattleScribe's schema 2.03, read and
        mapped to a catalogue (wargen/bsdata.h)."""
        book, warnings = _core._bsdata_book_load_files(_path(system_path, "system_path", True),
                                                       _path(book_path, "book_path"))
        self._adopt(book, warnings)

    def _adopt(self, book, warnings):
        self.this = book.this
        self._catalog = self._catalog_copy()
        self._warnings = warnings

    @classmethod
    def load(cls, system_path, book_path):
        """Same as ``BattleScribeBook(system_path, book_path)``."""
        return cls(system_path, book_path)

    @classmethod
    def from_strings(cls, system_xml, book_xml):
        """The same from the two files' contents (str or bytes); errors name them
        "<system>" and "<book>"."""
        self = cls.__new__(cls)
        self._adopt(*_core._bsdata_book_load_strings(system_xml, book_xml))
        return self

    catalog = property(lambda self: self._catalog,
                       doc="The book's catalogue: a Catalog of its own, which outlives the book.")
    warnings = property(lambda self: self._warnings,
                        doc="What the book could not map, one wargen.Problems entry each.")

    def import_roster(self, path):
        """A ``.ros`` or ``.rosz`` file of this book: (the ``wargen-roster/1`` text, its
        warnings, a wargen.Problems)."""
        return tuple(_core._bsdata_book_import_roster_file(self, _path(path, "path")))

    def import_roster_string(self, data, name=None):
        """The same from the file's contents (bytes, or a str for a ``.ros``); ``name``
        names them in errors (None: "<roster>")."""
        return tuple(_core._bsdata_book_import_roster_string(self, data, name))

    def load_roster(self, path):
        """A ``.ros`` or ``.rosz`` file of this book, read once by the library into a Roster
        of the book's catalogue (``catalog``), ready for validate(); it keeps the book
        alive (its warnings: import_roster)."""
        return _core._bsdata_book_load_roster_file(self, _path(path, "path"))[0]

    def load_roster_string(self, data, name=None):
        """The same from the file's contents (bytes, or a str for a ``.ros``); ``name``
        names them in errors (None: "<roster>")."""
        return _core._bsdata_book_load_roster_string(self, data, name)[0]

    def __repr__(self):
        return f"<wargen.BattleScribeBook {self._catalog.id!r} {self._catalog.name!r}>"


def _path(value, name, optional=False):
    """value as a path for the library: a str or an os.PathLike (None too when optional)."""
    if value is None and optional:
        return None
    if isinstance(value, os.PathLike):
        value = os.fspath(value)
    if isinstance(value, str):
        return value
    raise _type_error(name, "a path (str or os.PathLike)" + (" or None" if optional else ""),
                      type(value).__name__)
