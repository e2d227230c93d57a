import { z } from 'zod/mini';

// The server's Content-Security-Policy allows no eval (apps/api/src/http/security-headers.ts): zod
// must parse without compiling object parsers (`new Function`), and must be told so before it
// builds its first schema. main.tsx imports this module first.
z.config({ jitless: true });
