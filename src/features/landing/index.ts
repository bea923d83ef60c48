export { default as LandingPage } from './landing-page';
