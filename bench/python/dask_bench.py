"""wargen.dask's studies on a LocalCluster against the same studies in one process (issues 16, 30).

Usage: python3 dask_bench.py [CHECKS [PAIRS [REPS]]]
       (PYTHONPATH=<build>/bindings/python; 1,000,000 morale checks, 100,000
       "medium" army pairs, 15 repetitions by default)

Times each study (morale_study: CHECKS checks in chunks of CHECKS / 10;
army_study: PAIRS pairs in chunks of PAIRS / 10), its repetitions
interleaved, each on a seed of its own (Dask would otherwise hand back the
last one's result):
- in this process (morale_study_local, army_study_local);
- in a child process started with MALLOC_TRIM_THRESHOLD_=65536, as
  distributed's nanny starts its workers: a study that allocates and frees
  large blocks per chunk is slower there, one that reuses its columns is
  not; its minor page faults a study show which, whatever the load;
- on a distributed.LocalCluster of 1 worker process, and of 2 (one thread
  each; one task per worker), both started and warmed up before the clock.
Prints the medians; Dask's round trip of an empty task on each cluster (a
floor of a study's time there); how much longer a task computes when the 2
workers run one each at once (the CPUs other processes leave free); and
the ratios against the targets: the 1-worker cluster within 1.5x of in
process, 2 workers 1.6x faster than 1. Exit 1 if a study's histograms
differ anywhere from those in this process; 77 (skipped) without dask and
distributed; else 0, whether the targets are met or not (a benchmark
reports).
"""

import importlib.util
import json
import os
import resource
import subprocess
import sys
import time

import wargen.dask as wd

ONE_WORKER_TARGET = 1.5   # 1 worker / in process, at most
TWO_WORKERS_TARGET = 1.6  # 1 worker / 2 workers, at least
TRIM = {"MALLOC_TRIM_THRESHOLD_": "65536"}  # distributed's nanny sets it for its workers


def studies(checks, pairs):
    """{name: study(seed, local, **dask options)}, 10 chunks each."""
    def morale(seed, local=True, **kw):
        call = wd.morale_study_local if local else wd.morale_study
        return call(seed, 0, checks, chunk=max(1, checks // 10), **kw)

    def army(seed, local=True, **kw):
        call = wd.army_study_local if local else wd.army_study
        return call(seed, "medium", pairs, chunk=max(1, pairs // 10), **kw)
    return {"morale": morale, "army": army}


def faults():
    """This process's minor page faults so far: fresh pages first written."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt


def child(checks, pairs):
    """The studies in this process for the parent, one per line of stdin
    ("name seed"), answered as a line of JSON: [seconds, page faults, histograms]."""
    run = studies(int(checks), int(pairs))
    for line in sys.stdin:
        name, seed = line.split()
        start, before = time.perf_counter(), faults()
        result = run[name](int(seed))
        print(json.dumps([time.perf_counter() - start, faults() - before, result]), flush=True)
    return 0


def ints(histograms):
    """Histograms read back from JSON, their keys ints again."""
    return {name: {int(k): v for k, v in h.items()} for name, h in histograms.items()}


def timed(call):
    """call()'s result and its duration in seconds."""
    start = time.perf_counter()
    result = call()
    return result, time.perf_counter() - start


def empty(x):
    """A task that does nothing: Dask's round trip."""
    return x


def busy(checks):
    """Seconds of a task that only computes (checks morale checks, one column
    set): run alone and two at once, the CPUs the 2 workers find free."""
    import wargen
    rng, out = wargen.Rng(1), None
    start = time.perf_counter()
    for _ in range(10):
        out = wargen.morale_checks(rng, max(1, checks // 10), out=out)
    return time.perf_counter() - start


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


def main(checks=1_000_000, pairs=100_000, reps=15):
    checks, pairs, reps = int(checks), int(pairs), int(reps)
    missing = [m for m in ("dask", "distributed") if importlib.util.find_spec(m) is None]
    if missing:
        print("dask_bench: not installed:", *missing, "(python3-dask, python3-distributed)")
        return 77
    import dask
    from distributed import Client, LocalCluster
    run = studies(checks, pairs)
    trimmed = subprocess.Popen([sys.executable, __file__, "--child", str(checks), str(pairs)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                               env=dict(os.environ, **TRIM))
    clusters, times, paged, wrong = {}, {}, {}, []
    try:
        for workers in (1, 2):
            cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                   dashboard_address=None)
            client = Client(cluster)
            client.wait_for_workers(workers)
            clusters[workers] = cluster, client
            for name, study in run.items():  # warm up: imports, first columns
                study(0, local=False, partitions=workers, client=client)
        load = os.getloadavg()
        for rep in range(1, reps + 1):
            for name, study in run.items():
                before = faults()
                local, t = timed(lambda: study(rep))
                times.setdefault((name, "in process"), []).append(t)
                paged.setdefault((name, "in process"), []).append(faults() - before)
                trimmed.stdin.write(f"{name} {rep}\n")
                trimmed.stdin.flush()
                t, fresh, result = json.loads(trimmed.stdout.readline())
                times.setdefault((name, "in process, trim 64 KiB"), []).append(t)
                paged.setdefault((name, "in process, trim 64 KiB"), []).append(fresh)
                results = {"in process, trim 64 KiB": ints(result)}
                for workers, (_, client) in clusters.items():
                    where = f"{workers} worker{'s' * (workers > 1)}"
                    results[where], t = timed(lambda: study(rep, local=False, partitions=workers,
                                                            client=client))
                    times.setdefault((name, where), []).append(t)
                    _, t = timed(lambda: dask.compute(dask.delayed(empty, pure=True)(
                        f"{name}{rep}"), scheduler=client))
                    times.setdefault(("empty task", where), []).append(t)
                wrong += [(name, rep, where) for where, r in results.items() if r != local]
            alone = clusters[1][1].submit(busy, checks, pure=False).result()
            both = clusters[2][1].gather([clusters[2][1].submit(busy, checks, pure=False)
                                          for _ in range(2)])
            times.setdefault(("parallel", ""), []).append(max(both) / alone)
        load = load + os.getloadavg()
    finally:
        trimmed.stdin.close()
        trimmed.wait()
        for cluster, client in clusters.values():
            client.close()
            cluster.close()
    print(f"{checks:,} morale checks and {pairs:,} medium army pairs, 10 chunks each; "
          f"median of {reps}, interleaved; load average {load[0]:.2f} before, "
          f"{load[3]:.2f} after ({os.cpu_count()} CPUs)")
    capacity = times.pop(("parallel", ""))
    for (name, where), counts in paged.items():
        print(f"{name:10} {where:24} {median(counts):8} page faults")
    for (name, where), ts in sorted(times.items(), key=lambda item: item[0][0] == "empty task"):
        print(f"{name:10} {where:24} {median(ts) * 1e3:8.1f} ms")
    print(f"a task computing alone, then two at once on the 2 workers: "
          f"{median(capacity):.2f}x its time (1.00x: two CPUs free; 2.00x: one)")
    for name in run:
        local = median(times[(name, "in process")])
        one, two = median(times[(name, "1 worker")]), median(times[(name, "2 workers")])
        trim = median(times[(name, "in process, trim 64 KiB")])
        print(f"{name}: trim 64 KiB / in process {trim / local:.2f}x; "
              f"1 worker / in process {one / local:.2f}x "
              f"({'within' if one / local <= ONE_WORKER_TARGET else 'beyond'} "
              f"the target of {ONE_WORKER_TARGET:g}x); "
              f"1 worker / 2 workers {one / two:.2f}x "
              f"({'meets' if one / two >= TWO_WORKERS_TARGET else 'below'} "
              f"the target of {TWO_WORKERS_TARGET:g}x)")
    for name, rep, where in wrong:
        print(f"dask_bench: the {name} study of seed {rep} differs {where} from in process")
    return 1 if wrong else 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        sys.exit(child(*sys.argv[2:]))
    sys.exit(main(*sys.argv[1:]))
