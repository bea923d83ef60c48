import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../api/query-client';
import { captureInstallPrompt } from '../features/install';
import { applyTheme, initialTheme } from '../lib/theme';
import { openPersistedCache } from '../offline/persisted-cache';
import { App } from './app';
import { loadSignedInApp } from './root';
import { startRouteAtBoot } from './route-table';
import './base.css';
// The landing and the signed-in app both draw these; with the app's styles they cost no request of their own.
import '../components/icon.css';
import '../components/theme-toggle.css';

// The app's start, imported by src/main.tsx once the screen's reads have left.
applyTheme(initialTheme());
// Before the await below: the browser's install offer can arrive while the cache opens.
captureInstallPrompt();
const queryClient = createQueryClient();
// A signed-in screen's code and reads start now, before the cache is read and without waiting for the session check
// (its reads take the replies main.tsx asked for). A failure is met again, with its message and a retry, by the
// screen's own load as it renders.
if (startRouteAtBoot(queryClient)) loadSignedInApp().catch(() => undefined);
// One await before the first render: the last-seen data shows at once, also offline.
const cache = await openPersistedCache();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App queryClient={queryClient} persister={cache.persister} />
  </StrictMode>,
);
