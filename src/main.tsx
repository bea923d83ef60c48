// The page's first module, kept tiny (docs/decisions/076): a module runs only once its whole static import graph
// has loaded, so the reads of the screen being opened leave from here, and the app's code (React, Ionic, the route
// table) is imported after. The HTML preloads that code (scripts/vite-app-preload.ts): it is not fetched later.
import { startRead } from './api/started-reads';
import { readUrl, routeCode, routeReads, SESSION_CHECK, startsAtBoot } from './app/route-paths';
import { preloadScreen } from './lib/preload-screen';

// A signed-in screen's reads, with the session check, leave now; the API client takes their replies (api/http.ts).
// Its code is fetched alongside, not run: the app runs it once it has loaded. Not on the visitors' landing nor on a
// recommender's page.
if (startsAtBoot(window.location.pathname)) {
  for (const read of [SESSION_CHECK, ...routeReads(window.location)]) startRead(readUrl(read));
  preloadScreen(routeCode(window.location.pathname));
}
// Not awaited: the app's chunks import this one, which must have finished running.
void import('./app/boot-app');
