// Zod compiles fast parsers with `new Function`, which the server's Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') forbids; even zod's probe for it is reported as a CSP
// violation. `jitless` turns both off. This is the object z.config() writes (zod keeps it on
// globalThis so every copy shares it); setting it directly keeps zod itself off /auth's first
// download. main.tsx imports this module first, before any module that builds a schema.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
