"""The names the WebAssembly module exports, in one place (docs/DESIGN.md,
"The WebAssembly build").

usage: exports.py FUNCTIONS.txt RUNTIME.txt EXPORTS.json HEADER|module.c...

- FUNCTIONS.txt, for emcc -sEXPORTED_FUNCTIONS=@FUNCTIONS.txt: every WG_API
  function of the public headers (the shared library's exports, so nothing
  is listed by hand), every WGW_API function of wasm/module.c (what the
  JavaScript layer asks of the C types: status names, struct layouts), and
  malloc and free for the buffers a caller passes;
- RUNTIME.txt, for -sEXPORTED_RUNTIME_METHODS=@RUNTIME.txt: the loader's
  helpers a JavaScript binding needs to call them (the HEAP8 ... HEAPF64
  views are on the module object in any case), and addFunction and
  removeFunction, which make a JavaScript function a C function pointer
  (a callback such as wg_game_set_event_fn's), and stackSave, stackAlloc and
  stackRestore, scratch memory for one call (out-cells, error records);
- EXPORTS.json: both lists, for the JavaScript layer and the tests, as
  {"functions": ["wg_...", ...], "runtime": [...]} (the module has each
  function as `_wg_...`).
"""
import json
import pathlib
import re
import sys

RUNTIME = ["ccall", "cwrap", "UTF8ToString", "stringToUTF8", "lengthBytesUTF8",
           "getValue", "setValue", "addFunction", "removeFunction",
           "stackSave", "stackAlloc", "stackRestore"]
MEMORY = ["malloc", "free"]


def main(argv):
    functions_txt, runtime_txt, exports_json, headers = argv[0], argv[1], argv[2], argv[3:]
    functions = []
    for h in headers:
        text = pathlib.Path(h).read_text()
        functions += re.findall(r"^WG_API\b[^;(]*?\b(wg_\w+)\s*\(", text, re.M)
        functions += re.findall(r"^WGW_API\b[^;(]*?\b(wgw_\w+)\s*\(", text, re.M)
    if len(functions) < 100 or len(set(functions)) != len(functions):
        sys.exit(f"exports.py: {len(functions)} WG_API functions, "
                 f"{len(set(functions))} names: is the pattern stale?")
    functions = sorted(functions) + MEMORY
    pathlib.Path(functions_txt).write_text("".join(f"_{f}\n" for f in functions))
    pathlib.Path(runtime_txt).write_text("".join(f"{r}\n" for r in RUNTIME))
    pathlib.Path(exports_json).write_text(
        json.dumps({"functions": functions, "runtime": RUNTIME}, indent=1) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
