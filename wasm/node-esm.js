// Put before the module (--extern-pre-js): emscripten 3.1.6's loader, even
// as an ES module (EXPORT_ES6), calls require() and reads __dirname under
// Node, which an ES module does not have. Both are made from import.meta.url;
// a browser, with no process.versions.node, skips this.
const wargenOnNode = typeof process == 'object' && typeof process.versions == 'object' &&
    typeof process.versions.node == 'string';
const require = wargenOnNode ?
    (await import('node:module')).createRequire(import.meta.url) : undefined;
const __dirname = wargenOnNode ?
    require('node:path').dirname(require('node:url').fileURLToPath(import.meta.url)) : undefined;
