// What other features may use: the profile query (dashboard, screening) and its screens (routes).
export { useProfile, profileQuery, isNotFound } from './api/profile-query';
export { default as ProfileSetupPage } from './components/profile-setup-page';
export { default as ProfileViewPage } from './components/profile-view-page';
export { default as ProfileEditPage } from './components/profile-edit-page';
