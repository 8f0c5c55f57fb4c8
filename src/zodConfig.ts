// Zod compiles object parsers with `new Function` when it may, and probes whether it may by trying
// it: under the app's Content-Security-Policy (no 'unsafe-eval') that probe is refused and
// reported as a violation, though Zod recovers. Jitless, it neither probes nor compiles.
//
// Zod keeps its global config on `globalThis.__zod_globalConfig` (shared by every copy of it) and
// adopts an object found there, so setting it needs no import of Zod: the first page load does not
// pay for Zod, which only lazy routes use. main.tsx imports this first, before any schema exists;
// e2e/headers.spec.ts fails if a Zod upgrade brings the probe back.
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };

export {};
