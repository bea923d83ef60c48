import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { caseDocumentsQuery } from '../api/case-documents-query';
import { petitionQuery, petitionsQuery } from '../api/petition-queries';
import { noteRouteStarted, startRead, type ScreenRead } from '../api/route-reads';
import { authUserQuery } from '../api/use-auth';
import { screen } from '../components/screen-loader';
import { analystStatusQuery } from '../features/analyst-status';
import { evidenceOnEntryQuery } from '../features/evidence';
import { ProfileEditPage, ProfileSetupPage, ProfileViewPage, profileQuery } from '../features/profile';
import { matchPath, ROUTE_PATHS, routeReads, SESSION_CHECK, startsAtBoot, type ReadName, type RouteRead, type ScreenPath } from './route-paths';

/**
 * The signed-in app's routes, in one place (architecture.md §screens, docs/decisions/076): each path of
 * route-paths.ts, its screen (code loaded when first shown) and the queries of the reads it draws first. Starting a
 * route begins its code and its reads together, so the data does not wait for the code, nor the code for the
 * session check. routes.tsx draws these; scripts/vite-screen-chunks.ts groups the first-paint code of its screens
 * (each must be placed there).
 */
type Screen = {
  /** The screen's code, on its own (also started with the route); absent for screens already lazy in their feature. */
  load?: () => Promise<ComponentType>;
  element: ComponentType;
};

const lazy = (load: () => Promise<ComponentType>): Screen => ({ load, element: screen(load) });

// Vite needs each import() spelled out to split the code there.
const loadDashboard = () => import('../features/dashboard').then((m) => m.DashboardPage);
const loadPetition = () => import('../features/petition').then((m) => m.PetitionPage);

const SCREENS: Record<ScreenPath, Screen> = {
  '/': lazy(loadDashboard),
  '/profile/setup': { element: ProfileSetupPage },
  '/profile': { element: ProfileViewPage },
  '/profile/edit': { element: ProfileEditPage },
  '/petition/new': lazy(() => import('../features/screening').then((m) => m.ScreeningPage)),
  '/petition/:id': lazy(loadPetition),
  // Files shared from other apps (manifest share_target) wait here for a petition.
  '/share': lazy(() => import('../features/share').then((m) => m.SharePage)),
  '*': lazy(() => import('../features/not-found').then((m) => m.NotFoundPage)),
};

/** Each read's query: the options the screen's own hook uses, under the same key, so the screen takes the read. */
const QUERIES: Record<ReadName, (id: string) => ScreenRead> = {
  authUser: () => authUserQuery(),
  profile: () => profileQuery(),
  petitions: () => petitionsQuery(),
  analystStatus: () => analystStatusQuery(),
  petition: (id) => petitionQuery(id),
  caseDocuments: (id) => caseDocumentsQuery(id),
  evidence: (id) => evidenceOnEntryQuery(id),
};

const screenRead = (read: RouteRead): ScreenRead => QUERIES[read.name](read.id);

export const ROUTES = ROUTE_PATHS.map(({ path }) => ({ path, ...SCREENS[path] }));

let started: string | undefined;

/**
 * Starts the screen at this URL: its code and its reads; once per path in a row, so
 * the render that follows a start does not start it again. `withSessionCheck` (at boot) starts the session
 * check alongside: the reads do not wait for it (docs/decisions/076).
 */
export function startRoute(queryClient: QueryClient, url: { pathname: string; search: string }, withSessionCheck = false): void {
  // By path: the search only says which tab opens first, and choosing a tab is not entering the screen again.
  if (started === url.pathname) return;
  started = url.pathname;
  noteRouteStarted();
  // A failure here is met again, with its message and retry, by the screen's own load as it renders.
  SCREENS[matchPath(url.pathname).route.path].load?.().catch(() => undefined);
  const reads = [...(withSessionCheck ? [SESSION_CHECK] : []), ...routeReads(url)];
  for (const read of reads) startRead(queryClient, screenRead(read));
}

/**
 * At boot, before the persisted cache is read: a signed-in screen's path starts its screen now, without waiting
 * for the session check (its reads, sent already by src/main.tsx, are taken as they are asked for); true when it
 * did (the caller starts the signed-in app's code too). The recommender's page and the visitors' landing start
 * nothing.
 */
export function startRouteAtBoot(queryClient: QueryClient): boolean {
  if (!startsAtBoot(window.location.pathname)) return false;
  startRoute(queryClient, window.location, true);
  return true;
}
