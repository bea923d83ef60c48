export { CriteriaTab } from './components/criteria-tab';
