import { z } from 'zod/mini';

// The server's Content-Security-Policy allows no eval (apps/api/src/http/security-headers.ts). zod
// compiles object parsers with `new Function` unless told not to, and probes for it while building
// its first object schema: the refused probe shows as a CSP violation on every page. Parsing
// without compiling is as correct. main.tsx imports this module first, before any schema exists.
z.config({ jitless: true });
