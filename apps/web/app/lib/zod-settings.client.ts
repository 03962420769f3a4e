// In the browser, zod must not compile its parsers with `new Function`: the pages' Content-Security-
// Policy forbids eval, and zod's probe for it, as each object schema is made, would be reported as a
// violation. Its `jitless` setting turns the probe off. It is set here through the global zod reads
// its settings from (`z.config` writes the same object) rather than through `z.config`, which would
// add zod to the scripts of every page for one setting. root.tsx imports this before any page's
// module, so before any schema is made; on the server (`.client`) it is an empty module, which leaves
// the API's zod, in the same process, free to compile.
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };
