"""Stubs for wargen.bsdata: the BattleScribe importer."""

import os

from .core import _BattleScribeBook, bsdata_supported as bsdata_supported
from .errors import Problems
from .roster import Catalog, Roster

__all__ = ["BattleScribeBook", "bsdata_supported"]

class BattleScribeBook(_BattleScribeBook):
    """A game system (.gst) and one army book (.cat) of BattleScribe, mapped to a catalogue."""
    def __init__(self, system_path: str | os.PathLike[str] | None,
                 book_path: str | os.PathLike[str]) -> None: ...
    @classmethod
    def load(cls, system_path: str | os.PathLike[str] | None,
             book_path: str | os.PathLike[str]) -> BattleScribeBook:
        """Same as ``BattleScribeBook(system_path, book_path)``."""
    @classmethod
    def from_strings(cls, system_xml: str | bytes | bytearray,
                     book_xml: str | bytes | bytearray) -> BattleScribeBook:
        """The book from the two files' contents."""
    @property
    def catalog(self) -> Catalog:
        """The book's catalogue: a Catalog of its own, which outlives the book."""
    @property
    def warnings(self) -> Problems:
        """What the book could not map, one entry each."""
    def import_roster(self, path: str | os.PathLike[str]) -> tuple[str, Problems]:
        """A .ros or .rosz file of this book: its wargen-roster/1 text and warnings."""
    def import_roster_string(self, data: str | bytes | bytearray,
                             name: str | None = None) -> tuple[str, Problems]:
        """The same from the file's contents."""
    def load_roster(self, path: str | os.PathLike[str]) -> Roster:
        """A .ros or .rosz file of this book as a Roster of ``catalog``; it keeps the book alive."""
    def load_roster_string(self, data: str | bytes | bytearray,
                           name: str | None = None) -> Roster:
        """The same from the file's contents."""
