import { z } from 'zod';

// Zod probes `new Function` to compile fast object parsers. Our Content-Security-Policy allows no
// eval, so the probe is refused and, though zod catches the throw, the browser reports a
// `securitypolicyviolation` (tests/e2e/csp.spec.ts). In the browser, parse without the probe.
z.config({ jitless: true });

// The client build resolves every other `import … from 'zod'` to this file (vite.config.ts), so the setting holds
// before any schema is built, and zod loads with the first chunk that uses it rather than at start-up.
export * from 'zod';
export { z };
