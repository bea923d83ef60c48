/** A business plan or project plan for the proposed endeavor: Dhanasar's prong 2 asks for a model or plan. */
import { everywhere, type KindSpec } from './spec';

export const endeavorPlan: KindSpec = {
  cues: [
    { re: /^\s*(business plan|project plan|research plan|strategic plan|operating plan|work plan|research (and development )?roadmap)\b|\b(this|our|the) (business|project|research) plan\b/im, weight: 3.5, label: 'a plan' },
    { re: /\b(executive summary|market (analysis|opportunity|size)|go-to-market|competitive (landscape|analysis)|revenue (model|projections?)|financial projections?|use of (funds|proceeds))\b/i, weight: 2, label: 'the sections of a business plan' },
    { re: /\b(milestones?|timeline|phase (1|one|i)\b|year (1|one)\b|quarter|Q[1-4] 20\d\d|deliverables?|work packages?|aims? (1|one)\b|specific aims)\b/i, weight: 1.5, label: 'milestones' },
    { re: /\b(target (market|customers|users)|customer segments?|hiring plan|headcount|break[- ]even)\b/i, weight: 1, label: 'customers and growth' },
  ],
  fileName: /plan|roadmap|proposal/,
  facts: { subject: 'written_about', states: ['issuer', 'date', 'figures'] },
  proves: { ...everywhere(null), 'EB-2 NIW': 'well_positioned' },
};
