import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App, onRecommenderPage } from './app/app';
import { loadSignedInApp } from './app/root';
import { startRouteAtBoot } from './app/route-table';
import { captureInstallPrompt } from './features/install';
import { applyTheme, initialTheme } from './lib/theme';
import { openPersistedCache } from './offline/persisted-cache';
import './app/base.css';
// The landing and the signed-in app both draw these; with the entry's styles they cost no request of their own.
import './components/icon.css';
import './components/theme-toggle.css';

applyTheme(initialTheme());
// Before the await below: the browser's install offer can arrive while the cache opens.
captureInstallPrompt();
const queryClient = createQueryClient();
// A signed-in screen's code and reads start now, before the cache is read and without waiting for the session check.
// A failure is met again, with its message and a retry, by the screen's own load as it renders.
if (startRouteAtBoot(queryClient, onRecommenderPage)) loadSignedInApp().catch(() => undefined);
// One await before the first render: the last-seen data shows at once, also offline.
const cache = await openPersistedCache();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} persister={cache.persister} />
  </StrictMode>,
);
