import { z } from 'zod';

// Zod probes `new Function` to compile fast object parsers. Our Content-Security-Policy allows no
// eval, so the probe is refused and, though zod catches the throw, the browser reports a
// `securitypolicyviolation` (tests/e2e/csp.spec.ts). In the browser, parse without the probe.
z.config({ jitless: true });
