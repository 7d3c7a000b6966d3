import { z } from 'zod';

// In a browser the page's Content-Security-Policy allows no eval (the studio's is script-src 'self'). zod
// compiles a faster object parser with `new Function` where it may, and even its probe for that (a caught
// `new Function('')`) is reported as a CSP violation. A page parses a few small answers at a time: the plain
// parser is enough there. The server keeps the compiled one. Imported first by every module that builds a
// schema (define.ts, envelope.ts), so it runs before the first one is built.
if (typeof document !== 'undefined') z.config({ jitless: true });
