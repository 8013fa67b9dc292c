"""Stubs for wargen.bsdata: the BattleScribe importer."""

from .core import BattleScribeBook as BattleScribeBook, bsdata_supported as bsdata_supported

__all__ = ["BattleScribeBook", "bsdata_supported"]
