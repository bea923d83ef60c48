// Code the app loads on demand but fetches ahead, without running it (docs/decisions/047). The build writes each
// source's files into index.html (scripts/vite-code-files.ts); preloadCode() in preload-code.ts reads them.

/** The id of the JSON block in index.html: { [source path]: ['/assets/x.js', ...] }. */
export const CODE_FILES_ID = 'code-files';

/** The screens' code a page opened on a signed-in path fetches with the HTML (src/main.tsx, docs/decisions/076). */
export const SCREEN_CODE = {
  signedInApp: 'src/app/signed-in-app.tsx',
  dashboardScreen: 'src/features/dashboard/index.ts',
  petitionScreen: 'src/features/petition/index.ts',
} as const;

/** The sources whose files the build lists, by the name the app asks for them. */
export const ON_DEMAND_CODE = {
  editEvidenceForm: 'src/features/evidence/components/edit-evidence-dialog.tsx',
  factSheetDialog: 'src/features/evidence/components/fact-sheet-dialog.tsx',
  ...SCREEN_CODE,
} as const;

export type OnDemandCode = keyof typeof ON_DEMAND_CODE;
