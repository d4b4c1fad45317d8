import { z } from 'zod';

// The server's CSP (no 'unsafe-eval') forbids zod's `new Function` parsers and reports its probe.
z.config({ jitless: true });
