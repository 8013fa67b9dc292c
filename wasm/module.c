/* The WebAssembly module's one source of its own: it is lib/ (linked whole,
 * wasm/meson.build) and exports the public functions, and has no main. */
#include "wargen.h"
