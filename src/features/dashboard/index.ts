// What the app may use: the home dashboard (route /).
export { default as DashboardPage } from './dashboard-page';
