"""wargen.dask's army study per worker against the single-process batch call (issue 16).

Usage: python3 dask_bench.py [PAIRS [WORKERS [SIZE]]]
       (PYTHONPATH=<build>/bindings/python; PAIRS 10,000,000, WORKERS the
       number of CPUs, SIZE "large" by default)

Prints army pairs per second of:
- the batch call: wargen.armies(rng, SIZE, players=2, count=CHUNK) over
  PAIRS pairs in one process, as a study's chunks call it;
- the study in one process (army_study_local: the batch calls and the
  histograms);
- army_study on a distributed.LocalCluster of WORKERS worker processes (one
  thread each: the library's calls hold the GIL), in total and per worker,
  the cluster started before the clock;
and the ratio batch call / Dask per worker against the target of 2x.
Exit 1 if the Dask study and the single-process one disagree, or Dask is
missing; else 0, whether the target is met or not (a benchmark reports).
"""

import importlib.util
import os
import sys
import time

import wargen
import wargen.dask as wd

TARGET = 2.0
CHUNK = 500_000  # runs per chunk: each chunk one batch call, 2 armies a run


def timed(call):
    """call()'s result and its duration in seconds."""
    t = time.perf_counter()
    result = call()
    return result, time.perf_counter() - t


def batch_calls(pairs, size):
    """The batch calls alone, chunk by chunk on the study's streams."""
    for stream, runs in wd.chunks(pairs, CHUNK):
        wargen.armies(wargen.Rng.stream(1, stream), size, players=2, count=runs)


def on_cluster(pairs, workers, size):
    """(the study's histograms, seconds) on a fresh LocalCluster of workers processes."""
    from distributed import Client, LocalCluster
    with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        client.wait_for_workers(workers)
        wd.army_study(1, size, 1000, chunk=100, partitions=workers, client=client)  # warm up
        return timed(lambda: wd.army_study(1, size, pairs, chunk=CHUNK,
                                           partitions=4 * workers, client=client))


def main(pairs=10_000_000, workers=None, size="large"):
    pairs, workers = int(pairs), int(workers or os.cpu_count())
    missing = [m for m in ("dask", "distributed") if importlib.util.find_spec(m) is None]
    if missing:
        print("dask_bench: not installed:", *missing, "(python3-dask, python3-distributed)")
        return 1
    _, batch = timed(lambda: batch_calls(pairs, size))
    local, study = timed(lambda: wd.army_study_local(1, size, pairs, chunk=CHUNK))
    scaled, dask_s = on_cluster(pairs, workers, size)
    rate, per_worker = pairs / batch, pairs / dask_s / workers
    print(f"{pairs:,} {size} army pairs, chunks of {CHUNK:,}, {workers} workers")
    print(f"batch call, one process:     {rate:12,.0f} pairs/s ({batch:.2f} s)")
    print(f"army_study_local:            {pairs / study:12,.0f} pairs/s ({study:.2f} s)")
    print(f"army_study on Dask, total:   {pairs / dask_s:12,.0f} pairs/s ({dask_s:.2f} s)")
    print(f"army_study on Dask, per worker: {per_worker:9,.0f} pairs/s")
    ratio = rate / per_worker
    print(f"batch call / Dask per worker: {ratio:.2f}x "
          f"({'within' if ratio <= TARGET else 'beyond'} the target of {TARGET:g}x)")
    print(f"army_study_local / Dask per worker: {pairs / study / per_worker:.2f}x")
    if scaled != local:
        print("dask_bench: the Dask study differs from the single-process one")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
