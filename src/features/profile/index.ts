// What other features may use: the profile query (dashboard, screening) and the two screens (routes).
export { useProfile, isNotFound } from './api/profile-query';
export { default as ProfileSetupPage } from './components/profile-setup-page';
export { default as ProfileViewPage } from './components/profile-view-page';
