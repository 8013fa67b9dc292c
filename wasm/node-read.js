// Put in the module (--pre-js): under Node 20 the loader would fetch() the
// .wasm, which fails for a file path (and reads a file:// URL as a path), so
// on Node it is read here, from beside the loader (or where the caller's
// locateFile puts it), unless the caller gives the bytes as wasmBinary.
// The name is the one wasm/meson.build links.
if (typeof __dirname == 'string' && !Module['wasmBinary']) {
  const dir = __dirname + '/';
  Module['wasmBinary'] = require('node:fs').readFileSync(
      Module['locateFile'] ? Module['locateFile']('wargen.wasm', dir) : dir + 'wargen.wasm');
}
