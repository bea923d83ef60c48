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

/**
 * The signed-in app's routes, in one place (architecture.md §screens, docs/decisions/076): each path, its screen
 * (code loaded when first shown) and the reads it draws first. Starting a route begins its code and its reads
 * together, so the data does not wait for the code, nor the code for the session check. routes.tsx draws these;
 * scripts/vite-screen-chunks.ts groups the first-paint code of its screens (each must be placed there).
 */
type ScreenRoute = {
  path: string;
  /** The screen's code, on its own (also started with the route); absent for screens already lazy in their feature. */
  load?: () => Promise<ComponentType>;
  element: ComponentType;
  reads?: (params: Record<string, string>, search: URLSearchParams) => ScreenRead[];
};

const lazy = (load: () => Promise<ComponentType>) => ({ load, element: screen(load) });

// Vite needs each import() spelled out to split the code there.
const loadDashboard = () => import('../features/dashboard').then((m) => m.DashboardPage);
const loadPetition = () => import('../features/petition').then((m) => m.PetitionPage);

export const ROUTES: ScreenRoute[] = [
  { path: '/', ...lazy(loadDashboard), reads: () => [profileQuery(), petitionsQuery()] },
  { path: '/profile/setup', element: ProfileSetupPage, reads: () => [profileQuery()] },
  { path: '/profile', element: ProfileViewPage },
  { path: '/profile/edit', element: ProfileEditPage },
  // A static segment outranks :id, so /petition/new is always the screening screen (first match wins here too).
  { path: '/petition/new', ...lazy(() => import('../features/screening').then((m) => m.ScreeningPage)), reads: () => [profileQuery()] },
  {
    path: '/petition/:id',
    ...lazy(loadPetition),
    // The header, the summary cards and the analyst banner; the list only on the Evidence tab, where a petition opens.
    reads: ({ id = '' }, search) => [
      petitionQuery(id),
      caseDocumentsQuery(id),
      analystStatusQuery(),
      ...((search.get('tab') ?? 'evidence') === 'evidence' ? [evidenceOnEntryQuery(id)] : []),
    ],
  },
  // Files shared from other apps (manifest share_target) wait here for a petition.
  { path: '/share', ...lazy(() => import('../features/share').then((m) => m.SharePage)), reads: () => [petitionsQuery()] },
  { path: '*', ...lazy(() => import('../features/not-found').then((m) => m.NotFoundPage)) },
];

/** The route for a path and its parameters, as react-router matches these patterns. */
export function matchRoute(pathname: string): { route: ScreenRoute; params: Record<string, string> } {
  const parts = pathname.split('/').filter(Boolean);
  for (const route of ROUTES) {
    if (route.path === '*') return { route, params: {} };
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    if (pattern.every((seg, i) => (seg.startsWith(':') ? (params[seg.slice(1)] = decodeURIComponent(parts[i]!)) !== '' : seg === parts[i]))) return { route, params };
  }
  throw new Error('the route table ends with *');
}

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
  const { route, params } = matchRoute(url.pathname);
  // A failure here is met again, with its message and retry, by the screen's own load as it renders.
  route.load?.().catch(() => undefined);
  const reads = [...(withSessionCheck ? [authUserQuery()] : []), ...(route.reads?.(params, new URLSearchParams(url.search)) ?? [])];
  for (const read of reads) startRead(queryClient, read);
}

/** Where a visitor lands: the landing page's path, whose signed-in screen starts only once a user is known (Root). */
export const VISITORS_LAND = '/';

/**
 * At boot, before the persisted cache is read: a signed-in screen's path starts its screen now, without waiting
 * for the session check; true when it did (the caller starts the signed-in app's code too). The recommender's page
 * and the visitors' landing start nothing.
 */
export function startRouteAtBoot(queryClient: QueryClient, onRecommenderPage: boolean): boolean {
  if (onRecommenderPage || window.location.pathname === VISITORS_LAND) return false;
  startRoute(queryClient, window.location, true);
  return true;
}
