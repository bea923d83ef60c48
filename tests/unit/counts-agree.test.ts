import { describe, expect, it } from 'vitest';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { screenProfile } from '../../server/modules/analyst/local/screening';
import { criteriaFor } from '../../src/contract/criteria';
import { VISA_TYPES } from '../../src/contract/visa';
import * as CVS from '../fixtures/screening-cvs';
import { ev } from './analyst-fixtures';

const analyst = createLocalAnalyst();

/** Every 'N of M' / 'N of the M' in a text, as [N, M, the phrase]. */
function counts(text: string): Array<[number, number, string]> {
  return [...text.matchAll(/\b(\d+) of (?:the |its )?(\d+)\b/g)].map((m) => [Number(m[1]), Number(m[2]), m[0]]);
}
const expectNoneAbove = (text: string, where: string) => {
  for (const [n, m, phrase] of counts(text)) expect(n, `${where}: “${phrase}”`).toBeLessThanOrEqual(m);
};

describe('“N of M” never has N greater than M', () => {
  it('in every screening, whatever the CV and the work country', () => {
    const cvs = Object.values(CVS as Record<string, unknown>).filter((v): v is string => typeof v === 'string');
    for (const cvText of cvs) {
      for (const workCountry of ['US', 'UK', 'unsure'] as const) {
        const r = screenProfile({ profile: { fullName: 'A', otherLinks: [], workCountry }, cvText });
        expectNoneAbove(r.analysis, 'analysis');
        for (const v of r.recommendedVisas) expectNoneAbove(v.reasoning, v.type);
      }
    }
  });

  it('in the report and in the chat’s coverage and strength answers, with every criterion evidenced', async () => {
    for (const visaType of VISA_TYPES) {
      const evidence = criteriaFor(visaType).flatMap((c, i) => [
        ev(2 * i + 1, `${c.id}-a.pdf`, c.id, `${c.title}. ${c.description} ${c.examples.join('. ')}. Dated 12 March 2022, international, selected from 300 entrants, cited 400 times.`),
        ev(2 * i + 2, `${c.id}-b.pdf`, c.id, `${c.title}: ${c.keywords.join(', ')}. 2023.`),
      ]);
      const { report } = await analyst.buildCriteriaReport({ visaType, evidence });
      for (const line of [...report.strategicRecommendations, ...report.nextSteps]) expectNoneAbove(line, `${visaType} report`);
      for (const question of ['Which criteria have evidence?', 'How strong is my petition?']) {
        const { answer } = await analyst.answerQuestion({ visaType, question, passages: [], exhibits: evidence, report, evidenceCount: evidence.length });
        expectNoneAbove(answer, `${visaType} chat “${question}”`);
      }
    }
  });
});
