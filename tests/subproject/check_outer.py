"""The outer project of tests/subproject/check.sh holds libwargen's library
and nothing else of it by default: no test, no program (the command, the
examples, benchmarks, fuzz targets), no binding (Python, Lua 5.4, LuaJIT),
and its install puts no command, module or man page anywhere.

usage: check_outer.py BUILD_DIR (a configured and built outer project)
"""
import json
import subprocess
import sys

build = sys.argv[1]


def introspect(what):
    out = subprocess.run(["meson", "introspect", what, build], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


failures = []
targets = introspect("--targets")
ours = [t for t in targets if t["subproject"] == "wargen"]
if not any(t["type"] == "shared library" and t["name"] == "wargen" for t in ours):
    failures.append("the subproject builds no shared libwargen: is the subproject name stale?")
for t in ours:
    # a library, or a target built only when asked for (e.g. the API reference)
    if t["type"] not in ("shared library", "static library") and t["build_by_default"]:
        failures.append(f"the subproject builds {t['type']} {t['name']!r} by default")
    if t["type"] in ("executable", "shared module"):
        failures.append(f"the subproject defines {t['type']} {t['name']!r}")

tests = [t["name"] for t in introspect("--tests")]
if tests != ["consumer"]:
    failures.append(f"the outer project's tests are {tests}, not ['consumer']")

for src, dest in introspect("--installed").items():
    if any(part in dest for part in ("/bin/", "/lua/", "python", "-packages/", "/man/",
                                     "completion")):
        failures.append(f"the install puts {dest} (from {src})")

for f in failures:
    print("FAIL:", f)
print(f"{len(ours)} targets of the subproject, {len(tests)} test(s)")
print(f"{1 - min(len(failures), 1)} passed, {min(len(failures), 1)} failed")
sys.exit(1 if failures else 0)
