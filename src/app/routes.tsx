import { lazy, Suspense, type ReactNode } from 'react';
import { IonRouterOutlet } from '@ionic/react';
import { Route } from 'react-router-dom';
import { CenteredMessage } from '../components/centered-message';
// Lazy already: the feature's index loads each screen with its route and keeps the query small for the dashboard.
import { ProfileEditPage, ProfileSetupPage, ProfileViewPage } from '../features/profile';

const NotFoundPage = lazy(() => import('../features/not-found').then((m) => ({ default: m.NotFoundPage })));
const DashboardPage = lazy(() => import('../features/dashboard').then((m) => ({ default: m.DashboardPage })));
const ScreeningPage = lazy(() => import('../features/screening').then((m) => ({ default: m.ScreeningPage })));
const SharePage = lazy(() => import('../features/share').then((m) => ({ default: m.SharePage })));
const PetitionPage = lazy(() => import('../features/petition').then((m) => ({ default: m.PetitionPage })));

const page = (node: ReactNode) => <Suspense fallback={<CenteredMessage>Loading...</CenteredMessage>}>{node}</Suspense>;

/** Signed-in routes (architecture.md §screens); signed-out visitors see the landing screen on every path. */
export function AppRoutes() {
  return (
    <IonRouterOutlet>
      <Route path="/" element={page(<DashboardPage />)} />
      <Route path="/profile/setup" element={page(<ProfileSetupPage />)} />
      <Route path="/profile" element={page(<ProfileViewPage />)} />
      <Route path="/profile/edit" element={page(<ProfileEditPage />)} />
      {/* A static segment outranks :id, so /petition/new is always the screening screen. */}
      <Route path="/petition/new" element={page(<ScreeningPage />)} />
      <Route path="/petition/:id" element={page(<PetitionPage />)} />
      {/* Files shared from other apps (manifest share_target) wait here for a petition. */}
      <Route path="/share" element={page(<SharePage />)} />
      <Route path="*" element={page(<NotFoundPage />)} />
    </IonRouterOutlet>
  );
}
