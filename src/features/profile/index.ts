import { lazy } from 'react';

// What other features may use: the profile query (dashboard, screening) and its screens (routes).
export { useProfile, profileQuery, isNotFound } from './api/profile-query';
// The screens load when their route renders: the dashboard takes the query from here, not the forms.
export const ProfileSetupPage = lazy(() => import('./components/profile-setup-page'));
export const ProfileViewPage = lazy(() => import('./components/profile-view-page'));
export const ProfileEditPage = lazy(() => import('./components/profile-edit-page'));
