import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import and accessibility rules of eslint.config.js (docs/decisions/021), run on snippets
// placed inside the tree, so a change to the config that stops them biting fails here.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`).sort();
}

describe('lint rules', () => {
  it('platform never imports a module', async () => {
    const code = "import { evidenceRoutes } from '../../modules/evidence/routes';\nexport const probe = evidenceRoutes;\n";
    expect(await ruleIds('server/platform/http/lint-probe.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it("a module never imports another module's routes", async () => {
    const code = "import { lettersRoutes } from '../letters/routes';\nexport const probe = lettersRoutes;\n";
    expect(await ruleIds('server/modules/chat/lint-probe.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('lib never imports a feature', async () => {
    const code = "import * as notFound from '../features/not-found';\nexport const probe = notFound;\n";
    expect(await ruleIds('src/lib/lint-probe.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('a feature reaches another feature only through its index', async () => {
    const inside = "import * as page from '../not-found/not-found-page';\nexport const probe = page;\n";
    expect(await ruleIds('src/features/chat/lint-probe.ts', inside)).toEqual(['boundaries/dependencies']);
    const throughIndex = "import * as notFound from '../not-found';\nexport const probe = notFound;\n";
    expect(await ruleIds('src/features/chat/lint-probe.ts', throughIndex)).toEqual([]);
  });

  it('a screen loads without React.lazy and its Suspense reveal throttle', async () => {
    const code = "import { lazy } from 'react';\nexport const Probe = lazy(() => import('../not-found'));\n";
    expect(await ruleIds('src/features/chat/lint-probe.tsx', code)).toEqual(['no-restricted-imports']);
  });

  // Each Ionic element below loads only with the screens that use it (decisions 033, 040).
  const probe = (...imports: string[]) => `${imports.join('\n')}\nexport const probe = [${imports.map((line) => line.match(/\{ (\w+)/)![1]).join(', ')}];\n`;
  const ionicImportRules = (code: string) => ruleIds('src/features/chat/lint-probe.tsx', code);

  it('an Ionic form, list or text element comes from src/components/ionic-fields, not from @ionic/react', async () => {
    expect(await ionicImportRules(probe("import { IonInput } from '@ionic/react';"))).toEqual(['no-restricted-imports']);
    expect(await ionicImportRules(probe("import { IonItem } from '@ionic/react';"))).toEqual(['no-restricted-imports']);
    expect(await ionicImportRules(probe("import { IonInput } from '../../components/ionic-fields/input';", "import { IonButtons } from '@ionic/react';"))).toEqual([]);
  });

  it("a button, card, tab list, progress bar or icon is the app's own, not Ionic's (decision 075)", async () => {
    for (const name of ['IonButton', 'IonCard', 'IonCardContent', 'IonSegment', 'IonProgressBar', 'IonIcon']) {
      expect(await ionicImportRules(probe(`import { ${name} } from '@ionic/react';`)), name).toEqual(['no-restricted-imports']);
    }
    expect(await ionicImportRules(probe("import { Button } from '../../components/button';"))).toEqual([]);
  });

  it('an Ionic overlay comes from src/components/ionic-overlays, not from @ionic/react', async () => {
    expect(await ionicImportRules(probe("import { IonModal } from '@ionic/react';"))).toEqual(['no-restricted-imports']);
    expect(await ionicImportRules(probe("import { useIonToast } from '@ionic/react';"))).toEqual(['no-restricted-imports']);
    expect(await ionicImportRules(probe("import { IonModal } from '../../components/ionic-overlays/modal';"))).toEqual([]);
  });

  it('tab and back-button navigation, left out of the build, cannot be imported', async () => {
    expect(await ionicImportRules(probe("import { IonTabs } from '@ionic/react';"))).toEqual(['no-restricted-imports']);
    expect(await ionicImportRules(probe("import { IonBackButton } from '@ionic/react';"))).toEqual(['no-restricted-imports']);
  });

  it('the service worker never imports src/api', async () => {
    const code = "import { keys } from '../src/api/keys';\nexport const probe = keys;\n";
    expect(await ruleIds('sw/lint-probe.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('a clickable div is an accessibility error', async () => {
    const code = 'export function Probe() {\n  return <div onClick={() => undefined}>x</div>;\n}\n';
    expect(await ruleIds('src/components/lint-probe.tsx', code)).toEqual([
      'jsx-a11y/click-events-have-key-events',
      'jsx-a11y/no-static-element-interactions',
    ]);
  });
});
