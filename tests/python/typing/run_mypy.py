"""The typing test (meson test `mypy`): the package's stubs against two samples.

Usage: python3 -m ... run_mypy.py PACKAGE_DIR  (the directory holding wargen/,
the build tree's bindings/python). Runs this interpreter's mypy (Debian's
`mypy`) with MYPYPATH=PACKAGE_DIR, so the stubs (*.pyi, py.typed) are the
ones the build assembled:
- sample_ok.py must pass `mypy --strict`;
- sample_bad.py must give an error on exactly the lines with an error comment;
- every name in wargen.__all__ must be in __init__.pyi's __all__ and bound
  there (so a new function cannot be missing from the stubs);
- every public class, function, method and property must have a docstring,
  at runtime or in the stubs;
- mypy.stubtest must find the stubs agreeing with the imported package
  (names, arguments, defaults), but for stubtest-allowlist.txt;
- sample_ok.py must also run (from the source root), so it is the real API.
"""

import ast
import inspect
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def run(package_dir, cmd, cwd=HERE):
    """The exit code and output of cmd, with the stubs and package under package_dir."""
    env = dict(os.environ, MYPYPATH=str(package_dir), PYTHONPATH=str(package_dir))
    done = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True, check=False)
    return done.returncode, done.stdout + done.stderr


def mypy(package_dir, cache, *args):
    """mypy's exit code and output for args, reading the stubs under package_dir."""
    return run(package_dir, [sys.executable, "-m", "mypy", "--no-color-output",
                             "--no-error-summary", "--cache-dir", cache, *args])


def check_all(package_dir):
    """Names of wargen.__all__ missing from __init__.pyi (its __all__ or its bindings)."""
    sys.path.insert(0, str(package_dir))
    import wargen
    tree = ast.parse((package_dir / "wargen" / "__init__.pyi").read_text())
    bound, stub_all = set(), []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            bound.update(a.asname or a.name for a in node.names)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            bound.add(node.target.id)
        elif isinstance(node, ast.Assign) and node.targets[0].id == "__all__":
            stub_all = ast.literal_eval(node.value)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            bound.add(node.name)
    return [name for name in wargen.__all__ if name not in bound or name not in stub_all]


def stub_docstrings(package_dir):
    """The names ("f", "Class", "Class.member") the .pyi files give a docstring."""
    documented = set()
    for stub in (package_dir / "wargen").glob("*.pyi"):
        for node in ast.parse(stub.read_text()).body:
            if isinstance(node, (ast.ClassDef, ast.FunctionDef)) and ast.get_docstring(node):
                documented.add(node.name)
            if isinstance(node, ast.ClassDef):
                documented.update(f"{node.name}.{m.name}" for m in node.body
                                  if isinstance(m, ast.FunctionDef) and ast.get_docstring(m))
    return documented


def undocumented(package_dir):
    """Public classes, functions and members with no docstring at runtime or in a stub."""
    import wargen
    documented = stub_docstrings(package_dir)
    missing = []
    for name in wargen.__all__:
        obj = getattr(wargen, name)
        if not callable(obj):
            continue
        members = vars(obj).items() if inspect.isclass(obj) else ()
        for label, doc in [(name, obj.__doc__)] + [
                (f"{obj.__name__}.{k}", getattr(inspect.unwrap(getattr(obj, k)), "__doc__", None)
                 if not isinstance(v, property) else v.__doc__)
                for k, v in members if not k.startswith("_") and k != "thisown"
                and (callable(v) or isinstance(v, (property, staticmethod, classmethod)))]:
            if not (doc or "").strip() and label not in documented:
                missing.append(label)
    return missing


def main():
    package_dir = Path(sys.argv[1]).resolve()
    failures = 0
    missing = check_all(package_dir)
    print(f"__all__: {len(missing)} name(s) missing from __init__.pyi", *missing)
    failures += bool(missing)
    missing = undocumented(package_dir)
    print(f"docstrings: {len(missing)} public name(s) without one", *missing)
    failures += bool(missing)
    with tempfile.TemporaryDirectory() as cache:
        code, out = mypy(package_dir, cache, "--strict", "sample_ok.py")
        print(f"sample_ok.py --strict: exit {code}\n{out}", end="")
        failures += code != 0
        bad = HERE / "sample_bad.py"
        code, out = mypy(package_dir, cache, bad.name)
        print(f"sample_bad.py: exit {code}\n{out}", end="")
        marked = {i for i, line in enumerate(bad.read_text().splitlines(), 1)
                  if "# error:" in line}
        found = {int(n) for n in re.findall(r"^sample_bad\.py:(\d+): error:", out, re.M)}
        if found != marked or code != 1:
            print(f"sample_bad.py: not reported {sorted(marked - found)}, "
                  f"unexpected {sorted(found - marked)}")
            failures += 1
        other = [line for line in out.splitlines()
                 if ": error:" in line and not line.startswith(bad.name + ":")]
        if other:  # errors in the stubs themselves
            print("errors outside the samples:", *other, sep="\n")
            failures += 1
        code, out = run(package_dir, [sys.executable, "-m", "mypy.stubtest", "wargen",
                                      "--concise",
                                      "--allowlist", str(HERE / "stubtest-allowlist.txt")],
                        cwd=cache)  # stubtest writes .mypy_cache in its folder, whatever it is told
        print(f"stubtest: exit {code}\n{out}", end="")
        failures += code != 0
    code, out = run(package_dir, [sys.executable, str(HERE / "sample_ok.py")], cwd=HERE.parents[2])
    print(f"sample_ok.py run: exit {code}")
    failures += code != 0
    print("FAIL" if failures else "OK")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
