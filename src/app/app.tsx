import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client';
import { ThemeProvider } from '../components/theme-context';
import { PressHints } from '../components/press-hints';
import { Toaster } from '../components/toaster';
import { CACHE_MAX_AGE_MS, shouldPersistQuery } from '../offline/persisted-cache';
import { screen } from '../components/screen-loader';
import { Root } from './root';
import { onRecommenderPage } from './route-paths';
import { UpdatePrompt } from './update-prompt';

// A recommender's page needs no account and none of the signed-in app (issue 35): its own small chunk.
const RecommendPage = screen(() => import('../features/recommender-page').then((m) => m.RecommendPage));
const recommender = onRecommenderPage(window.location.pathname);

export function App({ queryClient, persister }: { queryClient: QueryClient; persister: Persister }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: CACHE_MAX_AGE_MS,
        buster: __BUILD_ID__,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
      }}
    >
      <ThemeProvider>
        {/* No service worker for a recommender: it would precache the whole applicant app (some 1.6 MB) on their phone. */}
        {recommender ? <RecommendPage /> : <Root />}
        {!recommender && <UpdatePrompt />}
        <Toaster />
        <PressHints />
      </ThemeProvider>
    </PersistQueryClientProvider>
  );
}
