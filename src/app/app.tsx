import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client';
import { ThemeProvider } from '../components/theme-context';
import { PressHints } from '../components/press-hints';
import { Toaster } from '../components/toaster';
import { CACHE_MAX_AGE_MS, shouldPersistQuery } from '../offline/persisted-cache';
import { Root } from './root';
import { UpdatePrompt } from './update-prompt';

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
        <Root />
        <UpdatePrompt />
        <Toaster />
        <PressHints />
      </ThemeProvider>
    </PersistQueryClientProvider>
  );
}
