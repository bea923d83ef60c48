// What other parts may import from the analyst-status feature (issue 16, decision 036).
export { AnalystBanner } from './components/analyst-banner';
