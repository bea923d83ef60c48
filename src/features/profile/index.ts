import { screen } from '../../components/screen-loader';

// What other features may use: the profile query (dashboard, screening) and its screens (routes).
export { profileQuery, useProfile, isNotFound } from './api/profile-query';
// The screens load when their route renders: the dashboard takes the query from here, not the forms.
export const ProfileSetupPage = screen(() => import('./components/profile-setup-page').then((m) => m.default));
export const ProfileViewPage = screen(() => import('./components/profile-view-page').then((m) => m.default));
export const ProfileEditPage = screen(() => import('./components/profile-edit-page').then((m) => m.default));
