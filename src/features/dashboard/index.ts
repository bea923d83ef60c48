// What the app may use: the home dashboard (route /).
export { default as DashboardPage } from './dashboard-page';
// What other features may use: the petitions list query (the share page picks one).
export { petitionsQuery } from './api/petitions-query';
