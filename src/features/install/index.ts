// What the app may use: start-up capture of the browser's install offer (main.tsx) and the action (dashboard).
export { captureInstallPrompt } from './install-prompt';
export { InstallAction } from './components/install-action';
