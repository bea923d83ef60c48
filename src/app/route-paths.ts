import { keys } from '../contract/query-keys';
import { SCREEN_CODE } from '../lib/code-files';

/**
 * The signed-in app's paths and the reads each screen draws first, as query keys (joined by '/', a key is its GET
 * URL: architecture.md §calls). Plain data with no dependency: src/main.tsx starts a path's reads from it before the
 * app's code has loaded, and the route table (route-table.ts) gives each path its screen and each read its query
 * (docs/decisions/076).
 */
const READ_KEYS = {
  authUser: () => keys.authUser,
  profile: () => keys.profile,
  petitions: () => keys.petitions,
  analystStatus: () => keys.analystStatus,
  petition: keys.petition,
  caseDocuments: keys.caseDocuments,
  evidence: keys.evidence,
} satisfies Record<string, (id: string) => readonly string[]>;

export type ReadName = keyof typeof READ_KEYS;
/** One read of a screen: which query, and the petition it is about (if any). */
export type RouteRead = { name: ReadName; id: string };

const read = (name: ReadName, id = ''): RouteRead => ({ name, id });

const readKey = ({ name, id }: RouteRead): readonly string[] => READ_KEYS[name](id);
export const readUrl = (r: RouteRead): string => readKey(r).join('/');

/** The session check, started with a screen's reads at boot (they do not wait for it). */
export const SESSION_CHECK = read('authUser');

type RoutePath = {
  path: string;
  reads?: (params: Record<string, string>, search: URLSearchParams) => RouteRead[];
  /** The screen's code (its source), fetched with the HTML when a page opens here (the screens people open first). */
  code?: string;
};

/** In react-router's ranking, by order: a static segment outranks :id, so /petition/new is the screening screen. */
export const ROUTE_PATHS = [
  { path: '/', reads: () => [read('profile'), read('petitions')], code: SCREEN_CODE.dashboardScreen },
  { path: '/profile/setup', reads: () => [read('profile')] },
  { path: '/profile' },
  { path: '/profile/edit' },
  { path: '/petition/new', reads: () => [read('profile')] },
  {
    path: '/petition/:id',
    code: SCREEN_CODE.petitionScreen,
    // The header, the summary cards and the analyst banner; the list only on the Evidence tab, where a petition opens.
    reads: ({ id = '' }, search) => [
      read('petition', id),
      read('caseDocuments', id),
      read('analystStatus'),
      ...((search.get('tab') ?? 'evidence') === 'evidence' ? [read('evidence', id)] : []),
    ],
  },
  { path: '/share', reads: () => [read('petitions')] },
  { path: '*' },
] as const satisfies readonly RoutePath[];

export type ScreenPath = (typeof ROUTE_PATHS)[number]['path'];

type Match = { route: RoutePath & { path: ScreenPath }; params: Record<string, string> };

/** The route for a path and its parameters, as react-router matches these patterns; the last, `*`, matches the rest. */
export function matchPath(pathname: string): Match {
  const parts = pathname.split('/').filter(Boolean);
  const routes = ROUTE_PATHS as readonly Match['route'][];
  for (const route of routes) {
    const pattern = route.path.split('/').filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    if (pattern.every((seg, i) => (seg.startsWith(':') ? (params[seg.slice(1)] = decodeURIComponent(parts[i]!)) !== '' : seg === parts[i]))) return { route, params };
  }
  return { route: routes[routes.length - 1]!, params: {} };
}

/** The reads a URL's screen draws first. */
export function routeReads(url: { pathname: string; search: string }): RouteRead[] {
  const { route, params } = matchPath(url.pathname);
  return route.reads?.(params, new URLSearchParams(url.search)) ?? [];
}

/** The code a page opened at this path fetches at once: the signed-in app's, and its screen's where listed. */
export function routeCode(pathname: string): string[] {
  const { code } = matchPath(pathname).route;
  return code ? [SCREEN_CODE.signedInApp, code] : [SCREEN_CODE.signedInApp];
}

/** Where a visitor lands: the landing page's path, whose signed-in screen starts only once a user is known (Root). */
const VISITORS_LAND = '/';

/** A recommender's page (no account): it starts no signed-in code nor reads. */
export const onRecommenderPage = (pathname: string): boolean => /^\/recommend\/[^/]+\/?$/.test(pathname);

/** Whether a page opened at this path starts its screen at boot, before the session check: not for visitors or recommenders. */
export const startsAtBoot = (pathname: string): boolean => pathname !== VISITORS_LAND && !onRecommenderPage(pathname);
