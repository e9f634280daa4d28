import { z } from "zod";

/**
 * zod compiles object parsers with `new Function` unless told otherwise, and probes for that with
 * `Function("")` when its first object schema is built: in the browser, our CSP (no 'unsafe-eval')
 * refuses it and reports a violation on every page that loads a schema (issue #15). Schemas are
 * built when their module is evaluated, so every module imports zod from here, after this line ran.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
