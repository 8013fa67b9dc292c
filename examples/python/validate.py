"""Check a The 9th Age roster against its army book (rules R).

Usage: python3 validate.py BOOK.json ROSTER.json  (exit 0 valid, 1 invalid, 2 bad input)
"""
import sys

import wargen

try:
    report = wargen.validate(sys.argv[1], sys.argv[2])  # paths, JSON strings or dicts
except wargen.WargenError as e:  # file:line:column: path: message
    print(f"validate: {e}", file=sys.stderr)
    sys.exit(2)

print(f"{report.total} of {report.points} points")
for v in report.violations:
    print(f"{v.code} ({v.rule}): {v.message}")
print("valid" if report.valid else "invalid")
sys.exit(0 if report.valid else 1)
