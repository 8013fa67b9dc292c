"""Every public function is put under allocation failure, or never allocates.

Each WG_API function of include/wargen/*.h is exactly one of:
- covered: an OOM_CALL in tests/unit/test_*.[ch] names it. The harness
  (tests/unit/harness.c) fails every allocation of the op in turn, and fails
  the test if no injected failure fell inside an OOM_CALL, so a name here is
  one the unit tests saw allocate;
- listed in tests/unit/not_allocating.txt with its reason. The unit tests'
  allocator fails the test if it is ever called with a listed function on
  the stack (tests/unit/not_allocating.c).
A new public function that is neither fails this test.

usage: oom_check.py SOURCE_ROOT
"""

import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
failures = []

functions = []
for h in sorted((root / "include" / "wargen").glob("*.h")):
    functions += re.findall(r"^WG_API\b[^;(]*?\b(wg_\w+)\s*\(", h.read_text(), re.M)
if len(functions) < 100:
    failures.append(f"found only {len(functions)} WG_API functions: is the pattern stale?")
public = set(functions)

not_allocating = {}
listing = root / "tests" / "unit" / "not_allocating.txt"
for number, line in enumerate(listing.read_text().splitlines(), 1):
    if not line.strip() or line.startswith("#"):
        continue
    name, _, reason = line.partition(":")
    where = f"{listing.name}:{number}"
    if not re.fullmatch(r"wg_\w+", name) or not reason.strip():
        failures.append(f"{where}: not `wg_name: reason`")
    elif name in not_allocating:
        failures.append(f"{where}: {name} is listed twice")
    elif name not in public:
        failures.append(f"{where}: {name} is no WG_API function")
    not_allocating[name] = reason.strip()

covered = {}
for test in sorted((root / "tests" / "unit").glob("test_*.[ch]")):
    for name in re.findall(r"\bOOM_CALL\(\s*(wg_\w+)\s*\(", test.read_text()):
        covered.setdefault(name, test.name)
for name, test in sorted(covered.items()):
    if name not in public:
        failures.append(f"{test}: OOM_CALL names {name}, which is no WG_API function")
    if name in not_allocating:
        failures.append(f"{name} is under OOM_CALL in {test} and listed as not allocating")

for name in functions:
    if name not in covered and name not in not_allocating:
        failures.append(f"{name} is neither under OOM_CALL in a unit test nor listed in "
                        f"{listing.name}")

for f in failures:
    print("FAIL:", f)
print(f"{len(functions)} WG_API functions: {len(public & covered.keys())} under allocation "
      f"failure, {len(public & not_allocating.keys())} not allocating; "
      f"{len(failures)} failure(s)")
sys.exit(1 if failures else 0)
