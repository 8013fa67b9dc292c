"""Exceptions raised by libwargen's Python binding.

Every failed library call raises a subclass of :class:`WargenError`, chosen
by the C status code. Errors about input documents carry the file, line,
column and JSON path of the problem.
"""

from __future__ import annotations

from . import core as _core


class WargenError(Exception):
    """A libwargen call failed.

    Attributes: ``code`` (the C ``wg_status``, a negative int), ``message``
    (the text without location), ``file``, ``line``, ``column``,
    ``position`` and ``path`` (empty or 0 when they do not apply). ``str(e)``
    is the C library's one-line form (wg_error_format): ``file:line:column:
    path: message``, without the parts that are empty.
    """

    code = 0

    def __init__(self, message: str, *, code: int | None = None, file: str = "",
                 path: str = "", line: int = 0, column: int = 0, position: int = 0,
                 text: str = ""):
        self.message = message
        if code is not None:
            self.code = code
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.position = position
        super().__init__(text or message)


class InvalidArgumentError(WargenError, ValueError):
    """An argument is invalid (WG_EINVAL)."""
    code = _core.EINVAL


class ArgumentTypeError(WargenError, TypeError):
    """An argument has the wrong type (a programming error, code WG_EINVAL)."""
    code = _core.EINVAL


class OutOfMemoryError(WargenError, MemoryError):
    """An allocation failed (WG_ENOMEM)."""
    code = _core.ENOMEM


class FileError(WargenError, OSError):
    """A file could not be opened, read or written (WG_EIO)."""
    code = _core.EIO


class ParseError(WargenError, ValueError):
    """Input is not well-formed: JSON, XML or an archive (WG_EPARSE)."""
    code = _core.EPARSE


class FormatError(WargenError, ValueError):
    """A well-formed document that breaks its format (WG_EFORMAT)."""
    code = _core.EFORMAT


class RangeError(WargenError, ValueError):
    """A value is out of range or a sum would overflow (WG_ERANGE)."""
    code = _core.ERANGE


class IndexRangeError(RangeError, IndexError):
    """An index past the end of what an accessor reads (code WG_ERANGE): also
    an IndexError, as a Python sequence raises."""


class StateError(WargenError):
    """Not allowed in the object's current state (WG_ESTATE)."""
    code = _core.ESTATE


class RuleError(WargenError):
    """The rules forbid it; the message cites the rule (WG_ERULE)."""
    code = _core.ERULE


class NotFoundError(WargenError, LookupError):
    """No such thing: nothing has the id or name looked up, or an element index is
    past the end of its list (WG_ENOTFOUND)."""
    code = _core.ENOTFOUND


class NotSupportedError(WargenError, NotImplementedError):
    """This build of the library lacks the feature, an optional module such as the
    BattleScribe importer (WG_ENOTSUP); also a NotImplementedError."""
    code = _core.ENOTSUP


class RefusedError(RuleError):
    """A game action the rules refuse (A1-A3): a RuleError carrying ``reason``, the
    refusal's name (one of wargen.GAME_REASONS, e.g. "not-your-turn"). Raised by
    Game.play, it also carries ``game``: the game as it stood before the refused
    action (None otherwise). A refused action changes nothing."""

    def __init__(self, message: str, *, reason: str = "", game=None, **fields):
        super().__init__(message, **fields)
        self.reason = reason
        self.game = game


# One class per status code (ArgumentTypeError shares EINVAL: the extension picks it).
_BY_CODE = {cls.code: cls for cls in WargenError.__subclasses__() if cls is not ArgumentTypeError}


def _refused(e, reason, game=None):
    """The RefusedError of a RuleError e a game action raised (its fields kept)."""
    return RefusedError(e.message, reason=reason, game=game, code=e.code, file=e.file,
                        path=e.path, line=e.line, column=e.column, position=e.position,
                        text=str(e))


def _from_record(code, message, file, path, line, column, position, text):
    """Build the exception for a C error record (called by the extension)."""
    cls = _BY_CODE.get(code, WargenError)
    return cls(message, code=code, file=file, path=path, line=line, column=column,
               position=position, text=text)


class Problems(list):
    """The problems a check found, in document order: at most
    ``wargen.PROBLEMS_MAX`` WargenError objects (not raised), and in
    ``omitted`` how many more it found without keeping them. Empty, with
    ``omitted`` 0, for a valid document."""

    def __init__(self, problems=(), omitted=0):
        super().__init__(problems)
        self.omitted = omitted


def _type_error(name, expected, got):
    """The exception for an argument of the wrong type (called by the extension)."""
    return ArgumentTypeError(f"{name} must be {expected}, not {got}")


def _index_error(text):
    """The exception for an index past the end (called by the extension, which words it)."""
    return IndexRangeError(text)
