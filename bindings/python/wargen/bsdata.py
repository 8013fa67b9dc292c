"""Importing BattleScribe data: The 9th Age army books and rosters (wargen/bsdata.h).

    book = wargen.BattleScribeBook("system.gst", "book.cat")  # or None for the .gst
    book.catalog, book.warnings           # a Catalog of its own; what could not map
    text, warnings = book.import_roster("army.rosz")  # wargen-roster/1 text
    report = book.load_roster("army.ros").validate()  # R1-R14, as for JSON rosters

The importer is optional: in a build without it (Meson feature ``bsdata``)
``bsdata_supported()`` is False and every call raises NotSupportedError.
How BattleScribe's entries map: include/wargen/bsdata.h.
"""

from .core import BattleScribeBook, bsdata_supported

__all__ = ["BattleScribeBook", "bsdata_supported"]
