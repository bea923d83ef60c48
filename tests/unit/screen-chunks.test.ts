import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { chunkFor, entryModules, routeScreens, SCREEN_CHUNKS, SCREEN_ROOTS, screenChunkGroups, screensByModule, unplacedScreens, type Screen } from '../../scripts/vite-screen-chunks';

const ionic = (name: string) => `/app/node_modules/@ionic/core/components/${name}.js`;

/** A chunk of a probe build's output, as rolldown reports it: only the fields the grouping reads. */
function chunk(fileName: string, moduleIds: string[], more: Partial<Rollup.OutputChunk> = {}): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports: [], dynamicImports: [], facadeModuleId: null, isEntry: false, isDynamicEntry: false, ...more } as Rollup.OutputChunk;
}

/** A default split like rolldown's: the entry, the two signed-in screens' chunks, and pieces shared among them. */
function probeOutput() {
  const html = '/app/index.html';
  return [
    // The tiny entry (main.tsx and the route paths), which imports the app's code at once.
    chunk('index.js', [html, '/app/src/main.tsx', '/app/src/app/route-paths.ts'], { isEntry: true, facadeModuleId: html, dynamicImports: ['boot-app.js'] }),
    chunk('boot-app.js', [SCREEN_ROOTS.entry, '/app/src/app/root.tsx'], { facadeModuleId: SCREEN_ROOTS.entry, isDynamicEntry: true, imports: ['index.js', 'react.js'] }),
    chunk('react.js', ['/app/node_modules/react-dom/client.js']),
    chunk('landing.js', [SCREEN_ROOTS.landing, '/app/src/features/landing/landing-page.tsx'], { facadeModuleId: SCREEN_ROOTS.landing, imports: ['react.js', 'icon.js'] }),
    chunk('icon.js', ['/app/src/components/icon.tsx']),
    chunk('signed-in-app.js', [SCREEN_ROOTS.signedIn], { facadeModuleId: SCREEN_ROOTS.signedIn, imports: ['ionic.js', 'icon.js'], dynamicImports: ['swipe.js', 'dialog.js'] }),
    chunk('ionic.js', [ionic('ion-app'), ionic('p-core')]),
    // Ionic's own startup import, and one of ours: only the first joins the screens that start it.
    chunk('swipe.js', [ionic('p-swipe')], { facadeModuleId: ionic('p-swipe'), isDynamicEntry: true }),
    chunk('dialog.js', ['/app/src/features/evidence/components/edit-dialog.tsx'], { facadeModuleId: '/app/src/features/evidence/components/edit-dialog.tsx', isDynamicEntry: true, imports: ['ionic.js'] }),
    chunk('dashboard.js', [SCREEN_ROOTS.dashboard, '/app/src/features/dashboard/dashboard-page.tsx'], { facadeModuleId: SCREEN_ROOTS.dashboard, imports: ['cards.js'] }),
    chunk('petition.js', [SCREEN_ROOTS.petition, '/app/src/features/petition/petition-page.tsx'], { facadeModuleId: SCREEN_ROOTS.petition, imports: ['cards.js', 'rows.js'] }),
    chunk('cards.js', ['/app/src/components/cards.tsx']),
    chunk('rows.js', ['/app/src/features/evidence/rows.tsx']),
  ];
}

const names = (screens: ReadonlyMap<string, ReadonlySet<Screen>>, id: string) => [...(screens.get(id) ?? [])].sort();

describe('screensByModule', () => {
  const screens = screensByModule(probeOutput());

  it('names, for each module, the screens that load its chunk before they paint', () => {
    expect(names(screens, '/app/node_modules/react-dom/client.js')).toEqual(['entry', 'landing']);
    expect(names(screens, '/app/src/components/icon.tsx')).toEqual(['landing', 'signedIn']);
    expect(names(screens, ionic('ion-app'))).toEqual(['signedIn']);
    expect(names(screens, '/app/src/components/cards.tsx')).toEqual(['dashboard', 'petition']);
    expect(names(screens, '/app/src/features/evidence/rows.tsx')).toEqual(['petition']);
  });

  it("follows Ionic's startup imports but not the app's lazy ones", () => {
    expect(names(screens, ionic('p-swipe'))).toEqual(['signedIn']);
    expect(screens.has('/app/src/features/evidence/components/edit-dialog.tsx')).toBe(false);
  });

  it("leaves the entry's own modules to the entry chunk", () => {
    expect(screens.has('/app/index.html')).toBe(false);
    expect(screens.has('/app/src/main.tsx')).toBe(false);
    expect(screens.has('/app/src/app/route-paths.ts')).toBe(false);
    expect(names(screens, SCREEN_ROOTS.entry)).toEqual(['entry']);
    expect(names(screens, '/app/src/app/root.tsx')).toEqual(['entry']);
  });

  it('refuses an output in which a screen has no chunk', () => {
    expect(() => screensByModule(probeOutput().filter((c) => c.fileName !== 'petition.js'))).toThrow(/no chunk starts .*petition/);
  });
});

describe('chunkFor', () => {
  const of = (...screens: Screen[]) => chunkFor(new Set(screens));

  it('puts a module in the most shared chunk among the screens that need it', () => {
    expect(of('entry', 'landing', 'signedIn')).toBe('app');
    expect(of('landing', 'signedIn')).toBe('shared');
    expect(of('landing', 'petition')).toBe('shared');
    expect(of('landing')).toBe('landing');
    expect(of('signedIn', 'dashboard', 'petition')).toBe('signed-in');
    expect(of('dashboard', 'petition')).toBe('signed-in');
    expect(of('dashboard')).toBe('dashboard');
    expect(of('petition')).toBe('petition-page');
    expect(of()).toBeNull();
  });
});

describe('screenChunkGroups', () => {
  it('is one group per chunk, the more shared ones first, each taking only the modules named for it', () => {
    const output = probeOutput();
    const groups = screenChunkGroups(screensByModule(output), entryModules(output));
    expect(groups.map((g) => g.name)).toEqual(['index', ...SCREEN_CHUNKS]);
    const priorities = groups.map((g) => g.priority ?? 0);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(groups.every((g) => g.includeDependenciesRecursively === false)).toBe(true);
    const taking = (id: string) => groups.filter((g) => typeof g.test === 'function' && g.test(id)).map((g) => g.name);
    expect(taking('/app/src/features/evidence/rows.tsx')).toEqual(['petition-page']);
    expect(taking('/app/src/components/cards.tsx')).toEqual(['signed-in']);
    expect(taking('/app/src/features/evidence/components/edit-dialog.tsx')).toEqual([]);
    // The entry's static graph stays one chunk, the entry's, above every screen's group.
    expect(taking('/app/src/app/route-paths.ts')).toEqual(['index']);
    expect(taking('/app/src/main.tsx')).toEqual(['index']);
    expect(taking(SCREEN_ROOTS.entry)).toEqual(['app']);
  });
});

describe('the route table and the screen chunks', () => {
  it("reads the route table's screens, and each is grouped or named as left to the default split", () => {
    const screens = routeScreens();
    expect(screens).toEqual(expect.arrayContaining([SCREEN_ROOTS.dashboard, SCREEN_ROOTS.petition, SCREEN_ROOTS.landing, SCREEN_ROOTS.signedIn]));
    expect(unplacedScreens(screens)).toEqual([]);
  });

  it('names a screen added to the route table and placed nowhere', () => {
    const added = SCREEN_ROOTS.dashboard.replace('dashboard', 'billing');
    expect(unplacedScreens([...routeScreens(), added])).toEqual([added]);
  });
});
