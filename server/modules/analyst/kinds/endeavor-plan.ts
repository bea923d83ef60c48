/** A business plan or project plan for the proposed endeavor: Dhanasar's prong 2 asks for a model or plan. */
import { everywhere, type KindSpec } from './spec';

// … or headed as the petitioner's own statement, and saying what the endeavor is: 'Personal Statement of the Petitioner',
// 'My endeavor is to cut the water American farms spend …'.
const STATEMENT = /\bstatement of (the |my |her |his )?proposed endeavou?r\b|\bmy (?:proposed )?endeavou?r is to\b|^\s*(?:(?:my|the)\s+)?proposed endeavou?r\b|\b(?:statement of the petitioner|petitioner['’]s (?:personal )?statement)\b/im;
const PLAN_SECTIONS = /\b(business plan|executive summary|market (analysis|opportunity|size)|financial projections?|revenue (model|projections?)|use of (funds|proceeds)|milestones?)\b/i;

export const endeavorPlan: KindSpec = {
  cues: [
    { re: /^\s*(business plan|project plan|research plan|strategic plan|operating plan|work plan|research (and development )?roadmap)\b|\b(this|our|the) (business|project|research) plan\b/im, weight: 3.5, label: 'a plan' },
    { re: /\b(executive summary|market (analysis|opportunity|size)|go-to-market|competitive (landscape|analysis)|revenue (model|projections?)|financial projections?|use of (funds|proceeds))\b/i, weight: 2, label: 'the sections of a business plan' },
    { re: /\b(milestones?|timeline|phase (1|one|i)\b|year (1|one)\b|quarter|Q[1-4] 20\d\d|deliverables?|work packages?|aims? (1|one)\b|specific aims)\b/i, weight: 1.5, label: 'milestones' },
    { re: /\b(target (market|customers|users)|customer segments?|hiring plan|headcount|break[- ]even)\b/i, weight: 1, label: 'customers and growth' },
    // The petitioner's own statement of what she will do and why the nation needs it (Dhanasar's prong 1), or a page headed
    // by it ('PROPOSED ENDEAVOR — Ana Ruiz, Ph.D. — May 2025').
    { re: /\bstatement of (the |my |her |his )?proposed endeavou?r\b|\b(my|the) proposed endeavou?r is to\b|\bmy endeavou?r is to\b|^\s*(?:(?:my|the)\s+)?proposed endeavou?r\b|\b(?:statement of the petitioner|petitioner['’]s (?:personal )?statement)\b/im, weight: 3.5, label: 'a statement of the proposed endeavor' },
  ],
  fileName: /plan|roadmap|proposal|endeavou?r/,
  facts: { subject: 'written_about', states: ['issuer', 'date', 'figures'] },
  proves: { ...everywhere(null), 'EB-2 NIW': 'well_positioned' },
  // A statement of the endeavor without a plan's sections argues its merit and national importance, not her positioning.
  first: { when: (text) => STATEMENT.test(text) && !PLAN_SECTIONS.test(text), proves: { 'EB-2 NIW': 'merit_importance' } },
};
