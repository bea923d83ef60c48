// What the app may use: the screening screen (route /petition/new).
export { default as ScreeningPage } from './components/screening-page';
