import { IonRouterOutlet } from '@ionic/react';
import { Route } from 'react-router-dom';
import { screen } from '../components/screen-loader';
// Loaded on first use already: the feature's index loads each screen with its route and keeps the query small for the dashboard.
import { ProfileEditPage, ProfileSetupPage, ProfileViewPage } from '../features/profile';

const NotFoundPage = screen(() => import('../features/not-found').then((m) => m.NotFoundPage));
const DashboardPage = screen(() => import('../features/dashboard').then((m) => m.DashboardPage));
const ScreeningPage = screen(() => import('../features/screening').then((m) => m.ScreeningPage));
const SharePage = screen(() => import('../features/share').then((m) => m.SharePage));
const PetitionPage = screen(() => import('../features/petition').then((m) => m.PetitionPage));

/** Signed-in routes (architecture.md §screens); signed-out visitors see the landing screen on every path. */
export function AppRoutes() {
  return (
    <IonRouterOutlet>
      <Route path="/" element={<DashboardPage />} />
      <Route path="/profile/setup" element={<ProfileSetupPage />} />
      <Route path="/profile" element={<ProfileViewPage />} />
      <Route path="/profile/edit" element={<ProfileEditPage />} />
      {/* A static segment outranks :id, so /petition/new is always the screening screen. */}
      <Route path="/petition/new" element={<ScreeningPage />} />
      <Route path="/petition/:id" element={<PetitionPage />} />
      {/* Files shared from other apps (manifest share_target) wait here for a petition. */}
      <Route path="/share" element={<SharePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </IonRouterOutlet>
  );
}
