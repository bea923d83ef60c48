import { describe, expect, it } from 'vitest';
import { criteriaReportSchema } from '../../src/contract/criteria-report';
import { petitionSchema } from '../../src/contract/entities';
import { DATABASES, useTestServer } from './harness';
import { addEvidence, settled, userWithPetition, type Owner } from './evidence-helpers';
import type { TestServer } from './harness';

// Issue 36: NIW evidence analysed end to end (upload, kind, filing, fact sheet) and the criteria report that
// decides the EB-2 basis from the degree records and the experience letters' dates.
const BACHELOR = `UNIVERSITY OF LAGOS
Office of the Registrar

This is to certify that Ada Lovelace has been awarded the degree of Bachelor of Science in Computer Science, conferred on June 30, 2016, with Second Class Honours (Upper Division).

Registrar`;

const LETTER = (employer: string, from: string, to: string, hours: string) => `${employer}
Human Resources

EXPERIENCE LETTER

To whom it may concern,

This is to certify that Ada Lovelace was employed by ${employer} from ${from} to ${to} in the position of Software Engineer. She worked ${hours}. Her duties included designing payment systems and leading code reviews.

Sincerely,
Grace Okafor, Head of Human Resources`;

const MASTER = `STANFORD UNIVERSITY

The Board of Trustees, on the recommendation of the Faculty, has conferred upon Ada Lovelace the degree of Master of Science in Electrical Engineering, with all the rights and privileges thereto pertaining, on June 14, 2019.`;

async function upload(server: TestServer, owner: Owner, name: string, text: string) {
  const row = await settled(server, owner, (await addEvidence(server, owner, name, Buffer.from(text), '.txt')).id);
  expect(row.processingStatus, name).toBe('completed');
  return row;
}

describe.each(DATABASES)('EB-2 NIW analysis and report on %s', (kind) => {
  const server = useTestServer(kind);
  const report = async (owner: Owner) => {
    const res = await server.inject({ method: 'POST', url: `/api/petitions/${owner.petitionId}/criteria-report`, headers: { cookie: owner.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return criteriaReportSchema.parse(petitionSchema.parse(res.json()).criteriaStrengthReport);
  };

  it("files a bachelor's and its experience letters under the basis, counts the years after the degree, and says 4 years do not qualify", async () => {
    const owner = await userWithPetition(server, 'EB-2 NIW');
    const degree = await upload(server, owner, 'bsc-diploma.txt', BACHELOR);
    const paystack = await upload(server, owner, 'experience-paystack.txt', LETTER('Paystack Ltd', 'July 1, 2016', 'June 30, 2019', 'full-time, 40 hours per week'));
    const flutter = await upload(server, owner, 'experience-flutterwave.txt', LETTER('Flutterwave Inc', 'July 1, 2019', 'June 30, 2020', 'full-time, 40 hours per week'));
    const partTime = await upload(server, owner, 'experience-andela.txt', LETTER('Andela', 'January 1, 2021', 'December 31, 2022', 'part-time, 20 hours per week'));
    for (const e of [degree, paystack, flutter, partTime]) expect(e.category, e.fileName).toBe('niw_advanced_degree');

    const r = await report(owner);
    expect(r.criteriaScores.map((s) => s.criteriaId)).toEqual(expect.arrayContaining(['niw_advanced_degree', 'niw_prong1_merit_importance', 'niw_prong2_well_positioned', 'niw_prong3_balance']));
    const basis = r.criteriaScores.find((s) => s.criteriaId === 'niw_advanced_degree')!;
    expect(basis.strength).toBe('weak');
    expect(basis.reasoning).toMatch(/with 4 years of full-time experience after it .* does not meet the advanced-degree basis/);
    expect(basis.reasoning).toContain(`Exhibit ${paystack.evidenceNumber}: July 2016 to June 2019 (36 months); Exhibit ${flutter.evidenceNumber}: July 2019 to June 2020 (12 months); total 4 years (48 months)`);
    expect(basis.reasoning).toContain(`Exhibit ${partTime.evidenceNumber} (part-time work, which does not count as full years)`);
    expect(r.strategicRecommendations[0]).toMatch(/^EB-2 basis: not yet shown\./);
    expect(r.strategicRecommendations[1]).toMatch(/^The three prongs of Matter of Dhanasar must each be met: Prong 1 \(merit and national importance\) \d+%, Prong 2 \(well positioned\) \d+%, Prong 3 \(balance\) \d+%\.$/);
    expect(r.nextSteps.join(' ')).not.toMatch(/Final Merits/);
  });

  it("takes a master's degree as the advanced-degree basis", async () => {
    const owner = await userWithPetition(server, 'EB-2 NIW');
    const degree = await upload(server, owner, 'ms-diploma.txt', MASTER);
    expect(degree.category).toBe('niw_advanced_degree');
    const r = await report(owner);
    const basis = r.criteriaScores.find((s) => s.criteriaId === 'niw_advanced_degree')!;
    expect(basis).toMatchObject({ strength: 'strong' });
    expect(basis.reasoning).toMatch(/^A master's degree is an advanced degree \(8 CFR 204\.5\(k\)\(2\)\)/);
    expect(r.strategicRecommendations[0]).toMatch(/^EB-2 basis: met \(an advanced degree\)\./);
  });
});
