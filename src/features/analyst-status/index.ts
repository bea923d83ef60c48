// What other parts may import from the analyst-status feature (issue 16, decision 036).
export { AnalystBanner } from './components/analyst-banner';
// The route table starts it with the petition page (docs/decisions/076).
export { analystStatusQuery } from './api/analyst-status';
