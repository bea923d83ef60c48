import { describe, expect, it } from 'vitest';
import type { DraftStatementInput, EvidenceForAnalysis } from '../../server/platform/analyst/analyst';
import { findExhibitRefs } from '../../server/modules/analyst/exhibits';
import { trustedSources } from '../../server/modules/analyst/framework';
import { checkDraft } from '../../server/modules/analyst/guarantees';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import { closingStatementTitle, FINAL_MERITS } from '../../src/contract/criteria-report';
import { ev } from './analyst-fixtures';

// Issue 36 item 5, part 6: an NIW brief closes with a conclusion (basis, the three prongs, the waiver), not a Kazarian final merits.
const analyst = createLocalAnalyst();
const NAME = 'Yuki Sato';

const MASTER = ev(1, 'ms-diploma.txt', 'niw_advanced_degree', 'STANFORD UNIVERSITY\n\nThe Board of Trustees has conferred upon Yuki Sato the degree of Master of Science in Materials Science and Engineering on June 14, 2019.');
const BACHELOR = ev(1, 'bsc-diploma.txt', 'niw_advanced_degree', 'UNIVERSITY OF LAGOS\n\nThis is to certify that Yuki Sato has been awarded the degree of Bachelor of Science in Chemistry, conferred on June 30, 2016.');
const EXPERIENCE = (to: string) => ev(5, 'experience.txt', 'niw_advanced_degree', `Acme Cells Ltd\n\nEXPERIENCE LETTER\n\nThis is to certify that Yuki Sato was employed by Acme Cells Ltd from July 1, 2016 to ${to} in the position of Battery Engineer. She worked full-time, 40 hours per week.\n\nSincerely,\nGrace Okafor, Head of Human Resources`);
const PRONG1 = ev(2, 'doe-report.txt', 'niw_prong1_merit_importance', 'Grid Storage Outlook\n\nThe report sets out the national priority of grid storage.\f Sodium-ion cells developed by Yuki Sato address a national priority in grid storage and reduce reliance on imported critical minerals.');
const PRONG2 = ev(3, 'plan.txt', 'niw_prong2_well_positioned', 'Project plan\n\nYuki Sato leads the project plan with funding of a pilot at two utilities and milestones through 2027.\nThe pilot has been funded by an investment from Volta Ventures.');
const PRONG3 = ev(4, 'company.txt', 'niw_prong3_balance', 'Yuki Sato founded Sato Battery Labs LLC in 2022 and is its chief executive.\nThe U.S. Department of Energy intends to pilot the cells at two national sites.');

const input = (evidence: EvidenceForAnalysis[], over: Partial<DraftStatementInput> = {}): DraftStatementInput => ({
  visaType: 'EB-2 NIW',
  criteriaId: FINAL_MERITS,
  criteriaTitle: closingStatementTitle('EB-2 NIW'),
  applicantName: NAME,
  evidence,
  report: null,
  ...over,
});
// As the statement job checks a draft: verbatim quotations with their pages, facts from the exhibits cited, no tool talk.
const violations = (content: string, evidence: EvidenceForAnalysis[]) =>
  checkDraft(content, { exhibits: evidence.map((e) => ({ evidenceNumber: e.evidenceNumber, text: e.text })), filing: true, allowed: trustedSources('EB-2 NIW', [NAME]), pinCites: true });

const KAZARIAN = /final merits|kazarian|step (one|two)|totality|two steps|sustained acclaim/i;

describe('the EB-2 NIW conclusion', () => {
  it("is called 'Conclusion' for NIW only", () => {
    expect(closingStatementTitle('EB-2 NIW')).toBe('Conclusion');
    expect(closingStatementTitle('EB-1A')).toBe('Final Merits Statement');
  });

  it("names the master's degree basis, summarises each prong from its exhibits with pin cites, and asks for the waiver", async () => {
    const evidence = [MASTER, PRONG1, PRONG2, PRONG3];
    const s = await analyst.draftStatement(input(evidence));
    expect(s.title).toBe('Conclusion');
    expect(s.content).not.toMatch(KAZARIAN);
    expect(s.content).toContain("Yuki Sato is a member of the professions holding an advanced degree under 8 CFR 204.5(k)(2): a master's degree");
    expect(s.content).toContain('"The Board of Trustees has conferred upon Yuki Sato the degree of Master of Science in Materials Science and Engineering on June 14, 2019." (Exhibit 1 at 1)');
    // Prong 1 quotes the sentence on its own page.
    expect(s.content).toMatch(/\*\*Prong 1: Substantial Merit and National Importance\.\*\* Exhibit 2 (shows that this prong is met|supports this prong): "Sodium-ion cells developed by Yuki Sato [^"]+" \(Exhibit 2 at 2\)\./);
    expect(s.content).toMatch(/\*\*Prong 2: Well Positioned to Advance the Endeavor\.\*\* Exhibit 3 /);
    // Prong 3: only the factors the exhibit supports.
    expect(s.content).toContain('- **Self-employment.**');
    expect(s.content).not.toContain('- **Urgency.**');
    expect(s.content).toContain('be waived in the national interest');
    expect([...new Set(findExhibitRefs(s.content))].sort()).toEqual([1, 2, 3, 4]);
    expect(violations(s.content, evidence)).toEqual([]);
  });

  it("names a bachelor's plus five years of experience after it, citing the letter", async () => {
    const evidence = [BACHELOR, PRONG1, PRONG2, PRONG3, EXPERIENCE('June 30, 2021')];
    const s = await analyst.draftStatement(input(evidence));
    expect(s.content).toMatch(/a bachelor's degree, "This is to certify that Yuki Sato has been awarded the degree of Bachelor of Science in Chemistry, conferred on June 30, 2016\." \(Exhibit 1 at 1\), followed by 5 years of full-time, progressive experience in the specialty gained after it \(Exhibit 5 at 1\)/);
    expect(s.content).toMatch(/qualifies for classification under EB-2 as a member of the professions holding a bachelor's degree followed by at least five years/);
    expect(s.content).not.toMatch(KAZARIAN);
    expect(violations(s.content, evidence)).toEqual([]);
  });

  it("does not claim the basis for a bachelor's with four years after it", async () => {
    const evidence = [BACHELOR, PRONG1, PRONG2, PRONG3, EXPERIENCE('June 30, 2020')];
    const s = await analyst.draftStatement(input(evidence));
    expect(s.content).toContain('The record does not yet establish the EB-2 basis');
    expect(s.content).not.toMatch(/holding an advanced degree|qualifies for classification under EB-2/);
    expect(s.notes.join(' ')).toMatch(/Not asserted, because the record does not yet support it: the EB-2 basis/);
    expect(violations(s.content, evidence)).toEqual([]);
  });

  it('never asserts a prong the record does not support, and says plainly which is weakest', async () => {
    const evidence = [MASTER, PRONG1, PRONG3];
    const s = await analyst.draftStatement(input(evidence));
    expect(s.content).toContain('**Prong 2: Well Positioned to Advance the Endeavor.** The record does not yet show that this prong is met.');
    expect(s.content).toContain('Of the three prongs, the record is weakest on prong 2 (well positioned), which the exhibits do not yet show.');
    expect(s.content).not.toMatch(/each of the three prongs of Matter of Dhanasar is met/);
    expect(s.content).not.toMatch(KAZARIAN);
    expect(findExhibitRefs(s.content)).not.toContain(3);
    expect(violations(s.content, evidence)).toEqual([]);
  });
});
