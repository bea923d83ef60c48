import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Import rules (docs/decisions/021): every import is resolved to a file, the file is placed in
// one of the layers below, and a layer may import only the layers its policy lists.
const TS_PROJECTS = ['tsconfig.contract.json', 'tsconfig.app.json', 'tsconfig.worker.json', 'tsconfig.sw.json', 'tsconfig.server.json', 'tsconfig.tools.json'];
const TS_RESOLVER = { project: TS_PROJECTS, noWarnOnMultipleProjects: true };

const layer = (type, pattern, extra = {}) => ({ type, pattern, partialMatch: false, ...extra });
const LAYERS = [
  layer('contract', 'src/contract'),
  layer('lib', 'src/lib'),
  layer('components', 'src/components'),
  layer('send', 'src/offline/send'),
  layer('offline', 'src/offline'),
  layer('api', 'src/api'),
  layer('push', 'src/push'),
  layer('workers', 'src/workers'),
  layer('feature', 'src/features/*', { capture: ['feature'] }),
  layer('app', 'src/app'),
  layer('sw', 'sw'),
  layer('platform', 'server/platform'),
  layer('module', 'server/modules/*', { capture: ['module'] }),
  // Files directly in src/ (main.tsx) and server/ (the entry files, modules/routes.ts and
  // modules/jobs.ts) fall through to these.
  layer('app', 'src'),
  layer('server-entry', 'server'),
];

const to = (...types) => ({ to: { element: { type: types } } });
// A layer with a public file is entered only through it.
const throughIndex = (...types) => ({ to: { element: { type: types, fileInternalPath: 'index.{ts,tsx}' } } });
const may = (from, allow, message) => ({ from: { element: { type: from } }, allow, message });

const IMPORT_POLICIES = [
  may('contract', [to('contract')], 'src/contract imports only other contract files (and zod, and the markdown parser its plain text reads with)'),
  may('lib', [to('lib', 'contract')], 'src/lib imports only contract and lib'),
  may('components', [to('components', 'lib', 'contract')], 'src/components imports only lib, contract and components'),
  may('send', [to('send', 'contract')], 'the send path is a leaf: fetch and contract only'),
  may('workers', [to('workers', 'contract')], 'workers import only contract'),
  may('api', [to('api', 'send', 'workers', 'lib', 'contract')], 'src/api never imports features, app or the rest of offline'),
  may('offline', [to('offline', 'send', 'api', 'workers', 'lib', 'contract')], 'src/offline never imports features, app or push'),
  may('push', [to('push', 'api', 'lib', 'contract')], 'src/push never imports features, app or offline'),
  may(
    'feature',
    [to('api', 'components', 'lib', 'contract'), throughIndex('feature', 'offline', 'send', 'push')],
    'a feature imports other features, offline and push only through their index, and never app',
  ),
  may(
    'app',
    [to('app', 'api', 'offline', 'send', 'push', 'components', 'lib', 'contract'), throughIndex('feature')],
    'app composes features through their index',
  ),
  may('sw', [to('sw', 'offline', 'send', 'contract')], 'the service worker imports only src/offline and src/contract'),
  may('platform', [to('platform', 'contract')], 'server/platform never imports modules, entry files or the client (only src/contract)'),
  {
    ...may('module', [to('module', 'platform', 'contract')], 'a module imports platform, contract and other modules (not their routes or job)'),
  },
  {
    from: { element: { type: 'module' } },
    disallow: { to: { element: { type: 'module', fileInternalPath: '{routes,job}.ts' } } },
    message: "a module never imports another module's routes.ts or job.ts: modules/routes.ts and modules/jobs.ts list them",
  },
  may('server-entry', [to('server-entry', 'module', 'platform', 'contract')], 'server imports only src/contract from the client'),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', '.test-server', '.tsbuild', 'node_modules', 'test-results', 'playwright-report', 'data', 'server/platform/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The places that define them.
    ignores: ['src/components/ionic-fields/**', 'src/components/ionic-overlays/**'],
    rules: {
      // These Ionic elements load only with the screens that use them (docs/decisions/033, 040).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ionic/react',
              importNames: [
                ...['IonInput', 'IonTextarea', 'IonSelect', 'IonSelectOption'],
                ...['IonItem', 'IonLabel', 'IonList', 'IonListHeader', 'IonNote', 'IonText', 'IonFooter'],
              ],
              message: 'Import it from src/components/ionic-fields, so its element loads only with the screens that use it (decisions 033, 040).',
            },
            {
              name: '@ionic/react',
              // @ionic/react's module does not define these elements in our build (scripts/vite-ionic-overlays.ts).
              importNames: [
                ...['IonAlert', 'IonModal', 'IonPopover', 'IonToast', 'IonLoading', 'IonActionSheet'],
                ...['useIonAlert', 'useIonModal', 'useIonPopover', 'useIonToast', 'useIonLoading', 'useIonActionSheet'],
              ],
              message: 'Import the overlay from src/components/ionic-overlays, which loads its element when it first opens (decision 040).',
            },
            {
              name: '@ionic/react',
              // Their elements are left out of our build (scripts/vite-ionic-overlays.ts).
              importNames: ['IonTabs', 'IonTabBar', 'IonTabButton', 'IonBackButton'],
              message: 'Tab and back-button navigation is not in the build: use Tabs or Button from src/components (decisions 045, 075).',
            },
            {
              name: '@ionic/react',
              // One component per concept (docs/decisions/075).
              importNames: [
                ...['IonButton', 'IonCard', 'IonCardHeader', 'IonCardTitle', 'IonCardSubtitle', 'IonCardContent'],
                ...['IonSegment', 'IonSegmentButton', 'IonProgressBar', 'IonIcon'],
              ],
              message: 'Use the app\'s own Button, Card, Tabs, ProgressBar or Icon from src/components (decision 075).',
            },
            {
              name: 'react',
              importNames: ['lazy'],
              message: "Load a screen or tab with screen() from src/components/screen-loader: React holds a Suspense fallback's reveal back up to 300 ms (decision 044).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    // Import cycles are checked once, by scripts/import-cycles.mjs in `npm run lint` (decision 067).
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS,
      'boundaries/legacy-warnings': false,
      'import/resolver': { typescript: TS_RESOLVER },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: IMPORT_POLICIES }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    // Ionic's form controls render the native control inside; check them as that control.
    settings: {
      'jsx-a11y': {
        components: { Button: 'button', IonInput: 'input', IonTextarea: 'textarea', IonSelect: 'select', IonRouterLink: 'a' },
      },
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region must take focus for keyboard users (axe: scrollable-region-focusable).
      // IonRouterLink renders its routerLink as the anchor's href.
      'jsx-a11y/anchor-is-valid': ['error', { specialLink: ['routerLink'] }],
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    files: ['server/**'],
    // Stripping control characters from untrusted names and text is deliberate here.
    rules: { 'no-control-regex': 'off' },
  },
);
