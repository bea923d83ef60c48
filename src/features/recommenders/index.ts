export { RequestsCard } from './components/requests-card';
