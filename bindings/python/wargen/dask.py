"""Monte Carlo studies as Dask tasks over numbered seed sub-streams (issue 16).

A study is cut into fixed chunks of ``chunk`` runs; chunk ``i`` draws from
``Rng.stream(seed, i)`` (``Rng(seed)`` after ``i`` jumps of 2**128 draws, so no
two chunks overlap). The chunks are then shared out among ``partitions`` Dask
tasks, and the tasks' histograms added up. Because the chunks do not depend on
the number of partitions and adding counts is exact, a study gives the same
result on 1, 4 or 16 partitions, on any scheduler, as the plain loop of the
same chunks in one process (``army_study_local``, ``morale_study_local``)::

    import wargen.dask
    study = wargen.dask.army_study(7, "medium", 100_000, partitions=16)
    study["total"]          # {points: number of armies, ...}
    assert study == wargen.dask.army_study_local(7, "medium", 100_000)

``client`` picks the scheduler: None is Dask's default (the active
``distributed.Client`` if there is one, else threads), a ``distributed.Client``
runs there, and a str is a scheduler's address (``"tcp://host:8786"``), to
which the call connects for its duration. Dask is imported only here and only
when a study runs on it: ``import wargen`` and the ``*_local`` functions work
without it (Debian: python3-dask, python3-distributed for a cluster).
"""

import copy
from collections import Counter

from . import core as _core
from ._util import _numpy
from .errors import RangeError, _type_error
from .gen import armies, _table
from .morale import morale_checks
from .rng import Rng
from .roster import validate_many as _validate_each

__all__ = ["army_study", "army_study_local", "morale_study", "morale_study_local",
           "validate_many", "chunks", "merge", "CHUNK", "ARMY_COLUMNS", "MORALE_COLUMNS"]

CHUNK = 100_000
"""The runs per chunk by default (each chunk is one batch call). Keep chunks
large: a task starts at its first chunk's stream, k jumps of the seed's
generator for stream k (about a second for the millionth)."""


def _whole(name, value, low):
    """value, an int of at least low; else ArgumentTypeError or RangeError naming it."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise _type_error(name, "an int", type(value).__name__)
    if value < low:
        raise RangeError(f"{name} {value} is out of range ({low} or more)")
    return value


def chunks(runs, chunk=CHUNK, name="runs"):
    """The chunks of a study of ``runs`` runs (the parameter ``name``): a list of
    (stream number, runs), all of ``chunk`` runs but the last. RangeError for
    a negative count, a chunk below 1, or more chunks than there are streams
    (RNG_STREAM_MAX + 1); ArgumentTypeError for a count that is not an int."""
    runs, chunk = _whole(name, runs, 0), _whole("chunk", chunk, 1)
    count = -(-runs // chunk)
    if count > _core.RNG_STREAM_MAX + 1:
        raise RangeError(f"chunk {chunk} is out of range: {count} chunks of {runs} {name}, "
                         f"more than the {_core.RNG_STREAM_MAX + 1} streams")
    return [(i, min(chunk, runs - i * chunk)) for i in range(count)]


def merge(parts):
    """The sum of histograms ({column: Counter}) as plain sorted dicts."""
    total = {}
    for part in parts:
        for name, counts in part.items():
            total.setdefault(name, Counter()).update(counts)
    return {name: dict(sorted(c.items())) for name, c in total.items()}


ARMY_COLUMNS = ("total", "units", "draws")
"""The columns of armies(count=N) an army study counts."""
MORALE_COLUMNS = ("result", "opponent")
"""The columns of morale_checks a morale study counts."""


def _streams(seed, work):
    """(Rng.stream(seed, i), runs) for each chunk (i, runs) of work. Stream k
    costs k jumps from the seed: the next chunk's stream is reached by one
    more jump from a copy of the last one's start, so that a task's chunks
    cost as many jumps as the last one's number, not the sum of them all."""
    start = at = None
    for i, runs in work:
        if start is not None and i == at + 1:
            start.jump()
        else:
            start = Rng.stream(seed, i)
        at = i
        yield copy.copy(start), runs  # the copy draws; start stays at the stream's start


class _Tally:
    """The histograms of some columns over a task's chunks (issue 30), with no
    large block allocated per chunk: the later chunks write the first one's
    columns again (out=; a shorter last chunk their first items), each column
    is cast into one scratch array of bincount's type (which bincount would
    otherwise allocate per call, 8 bytes an item), and its counts are added
    to the task's. Distributed's nanny starts its workers with
    MALLOC_TRIM_THRESHOLD_=65536: there, every such block freed went back to
    the kernel and came back as fresh pages to fault in. Without NumPy the
    columns (array.array) are counted in Python."""

    def __init__(self, names):
        self.names, self.np = names, _numpy()
        self.out = self.scratch = None
        self.counts = dict.fromkeys(names)  # name: its counts by value (NumPy), or None
        self.extra = {name: Counter() for name in names}  # counted in Python

    def columns(self, n):
        """out= for a chunk of n items a column: None for the first chunk (or
        one longer than it), else the first chunk's columns cut to n items."""
        if self.out is None or n > self.items:
            return None
        if n == self.items:
            return self.out
        cut = (lambda c: c[:n]) if self.np is not None else (lambda c: memoryview(c)[:n])
        return {name: cut(c) for name, c in self.out.items()}

    def add(self, columns):
        """Count the named columns of a chunk's batch (which columns(n) gave out=)."""
        n = len(columns[self.names[0]])
        if self.out is None:
            self.out, self.items = columns, n
        if self.np is None:
            for name in self.names:
                self.extra[name].update(columns[name])
            return
        if self.scratch is None or len(self.scratch) < n:  # (no chunk outgrows the first)
            self.scratch = self.np.empty(n, self.np.intp)
        for name in self.names:
            column, cast = columns[name], self.scratch[:n]
            if n and column.min() < 0:  # bincount's are not; no column holds one
                self.extra[name].update(column.tolist())
                continue
            self.np.copyto(cast, column)
            got, total = self.np.bincount(cast), self.counts[name]
            if total is None or len(total) < len(got):
                got, total = total, got  # the shorter added into the longer
            if got is not None:
                total[:len(got)] += got
            self.counts[name] = total

    def parts(self):
        """The histograms counted, for merge: {column: {value: occurrences}}s."""
        counted = {}
        for name, total in self.counts.items():
            if total is not None:
                values = self.np.flatnonzero(total)
                counted[name] = dict(zip(values.tolist(), total[values].tolist()))
        return [counted, self.extra]


def _army_chunks(seed, work, size, players, table, reinforce):
    """The histograms of some chunks of an army study (one Dask task)."""
    tally, per_run = _Tally(ARMY_COLUMNS), 2 if players == 2 else 1
    for rng, n in _streams(seed, work):
        tally.add(armies(rng, size, players=players, table=table, reinforce=reinforce,
                         count=n, out=tally.columns(n * per_run)))
    return merge(tally.parts())


def _morale_chunks(seed, work, modifier):
    """The histograms of some chunks of a morale study (one Dask task)."""
    tally = _Tally(MORALE_COLUMNS)
    for rng, n in _streams(seed, work):
        tally.add(morale_checks(rng, n, modifier, out=tally.columns(n)))
    return merge(tally.parts())


def army_study_local(seed, size, pairs, *, players=2, table=None, reinforce=0, chunk=CHUNK):
    """The army study in this process, chunk after chunk: ``pairs`` runs of
    ``armies(rng, size, players=players, table=table, count=...)`` (one army per
    player per run), as histograms {"total": {points: armies}, "units": {...},
    "draws": {...}} over every player's army. What army_study gives."""
    return _army_chunks(seed, chunks(pairs, chunk, "pairs"), size, players, table, reinforce)


def morale_study_local(seed, modifier, checks, *, chunk=CHUNK):
    """The morale study in this process: ``checks`` checks at ``modifier``, as
    histograms {"result": {index in MORALE_RESULTS: checks}, "opponent": {...}}.
    What morale_study gives."""
    return _morale_chunks(seed, chunks(checks, chunk, "checks"), modifier)


def _dask():
    """dask and dask.delayed, or ImportError saying what to install."""
    try:
        import dask
        from dask import delayed
    except ImportError as e:
        raise ImportError("wargen.dask needs Dask: apt install python3-dask "
                          "(python3-distributed for a cluster), or pip install dask") from e
    return dask, delayed


def _shares(work, partitions):
    """work (a list of chunks) cut into at most ``partitions`` contiguous shares."""
    _whole("partitions", partitions, 1)
    step, extra = divmod(len(work), partitions)
    out, start = [], 0
    for p in range(partitions):
        end = start + step + (p < extra)
        if end > start:
            out.append(work[start:end])
        start = end
    return out


def _compute(tasks, client):
    """The results of the delayed tasks on the scheduler ``client`` picks."""
    dask, _ = _dask()
    if isinstance(client, str):
        try:
            from distributed import Client
        except ImportError as e:
            raise ImportError("a scheduler address needs python3-distributed") from e
        with Client(client) as c:
            return dask.compute(*tasks, scheduler=c)
    if client is not None:
        return dask.compute(*tasks, scheduler=client)
    return dask.compute(*tasks)


def _run(fn, work, partitions, client, first, *rest):
    """fn(first, share, *rest) for each share of work as a Dask task: their results."""
    shares = _shares(work, partitions)  # the arguments checked before Dask is imported
    _, delayed = _dask()
    task = delayed(fn, pure=True)
    return _compute([task(first, share, *rest) for share in shares], client)


def army_study(seed, size, pairs, *, players=2, table=None, reinforce=0, chunk=CHUNK,
               partitions=4, client=None):
    """army_study_local's histograms, computed as ``partitions`` Dask tasks on
    the scheduler ``client`` picks (see the module). ``table`` (a Table, or
    what Table() takes) is sent to the workers pickled."""
    table = None if table is None else _table(table)  # read once, here
    return merge(_run(_army_chunks, chunks(pairs, chunk, "pairs"), partitions, client,
                      seed, size, players, table, reinforce))


def morale_study(seed, modifier, checks, *, chunk=CHUNK, partitions=4, client=None):
    """morale_study_local's histograms, computed as ``partitions`` Dask tasks."""
    return merge(_run(_morale_chunks, chunks(checks, chunk, "checks"), partitions, client,
                      seed, modifier))


def _reports(catalog, rosters):
    """The validation documents of rosters (one Dask task): wargen.validate_many's
    reports, its first error raised."""
    docs = []
    for _, result in _validate_each(catalog, rosters):
        if isinstance(result, Exception):
            raise result
        docs.append(result.to_dict())
    return docs


def validate_many(catalog, rosters, *, partitions=4, client=None):
    """``[validate(catalog, r).to_dict() for r in rosters]``, the rosters shared
    out among ``partitions`` Dask tasks; in the order of ``rosters`` whatever
    the partitions. ``catalog`` (a Catalog, or what Catalog() takes) and the
    rosters (what validate takes) are sent to the workers pickled. Each task
    is wargen.validate_many over its share, and the first roster that cannot
    be read raises its error (wargen.validate_many in one process yields it
    in its place and goes on)."""
    parts = _run(_reports, list(rosters), partitions, client, catalog)
    return [doc for part in parts for doc in part]
