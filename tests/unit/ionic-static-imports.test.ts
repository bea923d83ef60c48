import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUIRED_COMPONENTS, staticIonicImports } from '../../scripts/vite-ionic-static-imports';

// Ionic's components load some of their own modules with a dynamic import: a round trip late in a phone's first load,
// and an uncaught error when the server is gone by then. The build makes those imports static (docs/decisions/045).
// Read against the installed Ionic, so an upgrade that changes how they import fails here, not quietly in the figures.

const components = path.resolve('node_modules/@ionic/core/components');
const DYNAMIC = /\bimport\("(\.\/p-[\w-]+\.js)"\)/g;

describe('static Ionic imports', () => {
  for (const file of REQUIRED_COMPONENTS) {
    it(`${file}: each dynamic import becomes a static one of the same module`, () => {
      const code = fs.readFileSync(path.join(components, file), 'utf8');
      const modules = new Set([...code.matchAll(DYNAMIC)].map((match) => match[1]!));
      expect(modules.size).toBeGreaterThan(0);
      const rewritten = staticIonicImports(code)!;
      expect(rewritten).not.toBeNull();
      for (const module of modules) expect(rewritten).toMatch(new RegExp(`^import \\* as __exhibitIonic\\d+ from "${module.replace(/\./g, '\\.')}";$`, 'm'));
      expect(rewritten).not.toMatch(DYNAMIC);
    });
  }

  it('keeps the import a promise, so `.then` and `await` read the same module', async () => {
    const rewritten = staticIonicImports('import("./p-abc.js").then((t=>t.start()));const e=(await import("./p-abc.js")).x;');
    expect(rewritten).toBe('import * as __exhibitIonic0 from "./p-abc.js";\nPromise.resolve(__exhibitIonic0).then((t=>t.start()));const e=(await Promise.resolve(__exhibitIonic0)).x;');
  });

  it('leaves code without such an import alone', () => {
    expect(staticIonicImports('import{a as b}from"./p-abc.js";const x=import("./other.js");')).toBeNull();
  });
});
