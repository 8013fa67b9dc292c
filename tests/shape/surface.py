"""Print the Python module's public surface as JSON (tests/shape/compare.py):
{"module": [names], "classes": {Class: [names]}}. A class's names are its
public attributes: static functions, methods and properties alike, read
with dir() (which a class that hands calls on, Session, answers for its
instances). A record's tuple machinery (count, index, n_fields, ...) is
Python's tuple, not the API."""
import inspect
import json
import sys

import wargen


# Instances to read dir() of, for the classes whose methods an instance hands on.
SAMPLES = {"Session": lambda: wargen.Session(seed=1)}
TUPLE = set(dir(tuple)) | {"n_fields", "n_sequence_fields", "n_unnamed_fields"}


def names(name, cls):
    found = set(dir(SAMPLES[name]() if name in SAMPLES else cls))
    if issubclass(cls, tuple):
        found -= TUPLE
    return sorted(n for n in found if not n.startswith("_"))


def main():
    classes = {}
    for name in wargen.__all__:
        obj = getattr(wargen, name)
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            classes[name] = names(name, obj)
    json.dump({"module": sorted(wargen.__all__), "classes": classes}, sys.stdout, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
