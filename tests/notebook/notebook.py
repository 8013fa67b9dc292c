"""The notebook examples/notebook/balance.ipynb (issue 16), for meson.

Usage:
  notebook.py stripped NOTEBOOK
      exit 1 if the committed notebook holds outputs or execution counts
      (git keeps it stripped: the figures are made by the build target).
  notebook.py execute NOTEBOOK OUT_DIR PACKAGE_DIR SOURCE_ROOT
      run every cell with `python3 -m nbconvert --execute` (Debian's
      python3-nbconvert; the kernel is ipykernel's `python3`, Debian's
      /usr/bin/python3) with PYTHONPATH=PACKAGE_DIR, and write the executed
      copy, figures included, to OUT_DIR/balance.ipynb. Exit 77 (meson's
      "skipped") where nbconvert, ipykernel, matplotlib, pandas or
      distributed is not installed, and under `meson test --setup valgrind`
      (WARGEN_TEST_WRAPPER set): the notebook is Python and Jupyter, whose
      calls into the library the python suite runs there; a failing cell fails.
Jupyter's, IPython's and matplotlib's own files go under OUT_DIR too: the
run writes nothing outside the build directory.
"""
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

NEEDS = ["nbconvert", "ipykernel", "matplotlib", "pandas", "dask", "distributed"]


def stripped(notebook):
    """The cells of notebook with an output or an execution count (their indexes)."""
    cells = json.loads(Path(notebook).read_text())["cells"]
    return [i for i, c in enumerate(cells)
            if c.get("outputs") or c.get("execution_count") is not None]


def execute(notebook, out_dir, package_dir, source_root):
    """nbconvert's exit code for running notebook into out_dir."""
    if os.environ.get("WARGEN_TEST_WRAPPER"):
        print("skipped: not run under valgrind")
        return 77
    missing = [m for m in NEEDS if importlib.util.find_spec(m) is None]
    if missing:
        print("skipped: not installed:", *missing)
        return 77
    out = Path(out_dir).resolve()
    home = out / "jupyter-home"
    home.mkdir(parents=True, exist_ok=True)  # IPython wants IPYTHONDIR's parent to exist
    env = dict(os.environ, PYTHONPATH=str(Path(package_dir).resolve()),
               WARGEN_SOURCE_ROOT=str(Path(source_root).resolve()),
               MPLBACKEND="Agg",  # no display: the notebook's %matplotlib inline embeds the figures
               JUPYTER_RUNTIME_DIR=str(home / "runtime"), JUPYTER_DATA_DIR=str(home / "data"),
               IPYTHONDIR=str(home / "ipython"), MPLCONFIGDIR=str(home / "matplotlib"),
               PYDEVD_DISABLE_FILE_VALIDATION="1")  # the debugger's warning on frozen modules
    cmd = [sys.executable, "-m", "nbconvert", "--to", "notebook", "--execute",
           "--ExecutePreprocessor.timeout=240", "--output-dir", str(out),
           str(Path(notebook).resolve())]
    return subprocess.run(cmd, env=env, check=False).returncode


def main(argv):
    if argv[1:2] == ["stripped"]:
        bad = stripped(argv[2])
        print(f"{argv[2]}: cells with outputs or execution counts: {bad or 'none'}")
        return 1 if bad else 0
    return execute(*argv[2:6])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
