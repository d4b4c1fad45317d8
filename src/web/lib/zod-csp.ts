import { z } from 'zod';

// The server's CSP (script-src 'self', no 'unsafe-eval') forbids zod's `new Function` parsers and
// reports even its probe for them; main.tsx imports this first, before any schema is parsed.
z.config({ jitless: true });
