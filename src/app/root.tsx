import { useEffect, useRef } from 'react';
import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { handleUnauthorized } from '../api/http';
import { useAuth } from '../api/use-auth';
import { loadingScreen, screen } from '../components/screen-loader';
import { clearPersistedCache } from '../offline/persisted-cache';
import { startRoute } from './route-table';

// Route-split by sign-in state: a visitor downloads only the landing chunk (plain React);
// the Ionic app shell loads once a user is signed in.
// Loaded without Suspense, whose reveal throttle held each screen back up to 300 ms (docs/decisions/044).
const LandingPage = screen(() => import('../features/landing').then((m) => m.LandingPage));
export const loadSignedInApp = () => import('./signed-in-app').then((m) => m.default);
const SignedInApp = screen(loadSignedInApp);

export function Root() {
  const restoring = useIsRestoring();
  const { user, checked } = useAuth();
  useForgetOtherUsersData(user?.id);
  // Once signed in, the app stays mounted until the redirect to sign-in: tearing Ionic down
  // mid-transition would throw, and the user should see why they are leaving.
  const hadUser = useRef(false);
  if (user) hadUser.current = true;
  // Signed out is never drawn from the cache: a device that showed the landing page keeps that answer, and after a
  // sign-in it would draw the landing page until the check answers. A visitor waits for the check as on a first
  // visit; offline the check fails at once and the landing page shows. A cached user draws at once (offline-first).
  const queryClient = useQueryClient();
  if (restoring || (!user && !checked)) return loadingScreen;
  if (!user && !hadUser.current) return <LandingPage />;
  // The screen's code and reads start with the signed-in app's code, not after it. On a visitor's path ('/') this
  // is the first start; elsewhere the boot (main.tsx) has started both already (route-table.ts).
  startRoute(queryClient, window.location);
  return <SignedInApp />;
}

/** When the signed-in user changes or the session ends, drop the previous user's cached data. */
function useForgetOtherUsersData(userId: string | undefined) {
  const queryClient = useQueryClient();
  const last = useRef(userId);
  useEffect(() => {
    if (last.current && last.current !== userId) {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== '/api/auth/user' });
      void clearPersistedCache();
      // The session ended under a signed-in user (expired, or signed out elsewhere): architecture.md §errors.
      if (!userId) handleUnauthorized('default', true);
    }
    last.current = userId;
  }, [userId, queryClient]);
}
