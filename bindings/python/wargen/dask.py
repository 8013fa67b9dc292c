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


def _histograms(columns, names):
    """{column: Counter(value -> occurrences)} of the named columns (arrays or lists)."""
    out = {}
    for name in names:
        col = columns[name]
        if hasattr(col, "dtype") and len(col) and col.min() >= 0:
            # NumPy, small non-negative counts (as every column is): bincount,
            # in C and without unique's sort; the keys as Python ints
            import numpy
            counts = numpy.bincount(col)
            values = numpy.flatnonzero(counts)
            out[name] = Counter(dict(zip(values.tolist(), counts[values].tolist())))
        else:
            out[name] = Counter(map(int, col))
    return out


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


def _army_chunks(seed, work, size, players, table, reinforce):
    """The histograms of some chunks of an army study (one Dask task)."""
    return merge(_histograms(armies(rng, size, players=players, table=table,
                                    reinforce=reinforce, count=n), ARMY_COLUMNS)
                 for rng, n in _streams(seed, work))


def _morale_chunks(seed, work, modifier):
    """The histograms of some chunks of a morale study (one Dask task)."""
    return merge(_histograms(morale_checks(rng, n, modifier), MORALE_COLUMNS)
                 for rng, n in _streams(seed, work))


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
