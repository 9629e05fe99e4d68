import * as z from 'zod/v4';

/*
 * The browser build's `zod` (vite.config.ts points every `import ... from 'zod'` here). Zod compiles
 * object parsers with `new Function` when it may, and probes for that as the first object schema is
 * built; under the shop's Content-Security-Policy (script-src 'self', no 'unsafe-eval') the probe is
 * refused and the browser reports a violation on every page. Jitless, zod never tries: the same
 * results, parsed without generated code. Being the module every schema file imports, this runs
 * before any schema exists, whatever chunk the bundler puts it in.
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
