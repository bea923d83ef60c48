import { describe, expect, it } from 'vitest';
import type { EvidenceForAnalysis } from '../../server/platform/analyst/analyst';
import { createLocalAnalyst } from '../../server/modules/analyst/local';
import type { VisaType } from '../../src/contract/visa';

// Issue 32, "Measured": arts and UK documents, written here in the forms a performer or a UK applicant
// uploads (not the bench's generators). The first is the case: a house programme billing the
// applicant in a title role, which says the run is sold out, was filed under commercial success.
const analyst = createLocalAnalyst();
const analyse = (visaType: VisaType, fileName: string, text: string, applicantName?: string) =>
  analyst.analyseEvidence({ visaType, fileName, mimeType: 'application/pdf', text, ...(applicantName ? { applicantName } : {}) });

const PROGRAMME = `ROYAL OPERA HOUSE
Covent Garden, London
TOSCA
Melodrama in three acts by Giacomo Puccini
Season 2023/24 · Main Stage
Performances: 12, 15, 18, 21 and 24 April 2024
CAST
Floria Tosca: Ana Ruiz
Mario Cavaradossi: Luca Bianchi
Baron Scarpia: Gerald Finch
Conductor: Antonio Pappano
Director: Jonathan Kent
Ana Ruiz sings the title role for the first time at Covent Garden. She made her house debut in 2019.
Running time: approximately 2 hours 45 minutes, including two intervals.
All performances are sold out. Returns may be available from the Box Office on the day.`;

const PLAYBILL = `PLAYBILL
The Lyric Theatre
Northbridge Productions presents
ANA RUIZ
in
HEDDA GABLER
by Henrik Ibsen
Opening night: October 3, 2023
CAST (in order of appearance)
Hedda Tesman .......... Ana Ruiz
George Tesman .......... Paul Varga
Judge Brack .......... Simon Leigh
WHO'S WHO IN THE CAST
ANA RUIZ (Hedda) returns to the Lyric after starring in Medea. The production's first run took $4.2 million at the box office.`;

const REVIEW = `The Evening Chronicle
Culture · April 14, 2024
Tosca review — Ana Ruiz is a revelation
★★★★★
By Martin Hale, chief music critic
It is rare for a voice to silence a full house, but Ana Ruiz did exactly that on opening night.
Ruiz, who sings the title role, carries the evening; the run sold out within a week and the box office has added three performances.
Tosca is at the Royal Opera House until May 2.`;

const GROSSES = `WEEKLY GROSSES — Theatre League Report
Week ending November 12, 2023
Show: Hedda Gabler    Theatre: The Lyric Theatre
Gross this week: $1,240,000    Previous week: $1,180,000
Attendance: 8,120    Capacity: 99 percent    Performances: 8
Cumulative gross: $31,500,000
Starring Ana Ruiz in the title role, the production has been the highest-grossing play on the street for nine weeks.`;

const FEE_CONTRACT = `NORTHBRIDGE PRODUCTIONS
ENGAGEMENT CONTRACT — PRINCIPAL ARTIST
Date: 2 May 2023
Northbridge Productions (the "Management") engages Ana Ruiz (the "Artist") for 96 performances of Hedda Gabler, in the title role.
The Management shall pay the Artist a fee of $9,500 per performance, payable weekly.
The Artist's fee is four times the union scale minimum.
Signed for the Management: Carol Dunn, Executive Producer`;

const KEYNOTE = `LONDON TECH SUMMIT LTD
2 Harbour Exchange Square · London, United Kingdom
4 February 2024
Dear Ms. Ruiz,
On behalf of the programme board, I am delighted to invite you to deliver a keynote address at London Tech Summit 2025, which takes place at ExCeL London on 12 June.
The conference brings together 9,000 engineers and founders from more than 60 countries, and keynote speakers are chosen for work that has changed how the industry builds software.
Sincerely,
Helen Brooks
Programme Director`;

const UK_AWARD = `Dear Ms. Ruiz,
On behalf of the British Computing Society, I am pleased to inform you that you have been awarded the 2023 Young Engineer of the Year Award for the open-source payments library you created.
You were chosen from 340 nominations by a panel of twelve judges.
Sincerely,
Dr. Peter Wallace, President`;

describe('arts documents under O-1B (and EB-1A)', () => {
  it('files a house programme billing the applicant in the title role under Lead or Starring Role, though it says the run sold out', async () => {
    for (const name of [undefined, 'Ana Ruiz']) {
      const r = await analyse('O-1B', 'ROH_programme.pdf', PROGRAMME, name);
      expect(r.kind).toBe('production_credits');
      expect(r.category).toBe('o1b_lead_role');
    }
    // EB-1A has no lead-role criterion: a lead in a distinguished house is a leading role for it.
    expect((await analyse('EB-1A', 'ROH_programme.pdf', PROGRAMME, 'Ana Ruiz')).category).toBe('eb1a_critical_role');
  });

  it('files a playbill under Lead or Starring Role, though it names the box office', async () => {
    expect((await analyse('O-1B', 'scan_0031.pdf', PLAYBILL, 'Ana Ruiz')).category).toBe('o1b_lead_role');
  });

  it("files a critic's review under Critical Reviews, though it names the title role and the sold-out run", async () => {
    const r = await analyse('O-1B', 'review.pdf', REVIEW, 'Ana Ruiz');
    expect(r.kind).toBe('press_article');
    expect(r.category).toBe('o1b_critical_reviews');
    expect((await analyse('UK_GLOBAL_TALENT', 'review.pdf', REVIEW, 'Ana Ruiz')).category).toBe('uk_media_recognition');
  });

  it('files weekly grosses under Commercial Success and a fee contract under High Salary, though both name the lead role', async () => {
    expect((await analyse('O-1B', 'grosses.pdf', GROSSES, 'Ana Ruiz')).category).toBe('o1b_commercial_success');
    expect((await analyse('O-1B', 'contract.pdf', FEE_CONTRACT, 'Ana Ruiz')).category).toBe('o1b_high_salary');
  });

  it('argues the Lead Role statement from the programme filed under it', async () => {
    const analysed = await analyse('O-1B', 'ROH_programme.pdf', PROGRAMME, 'Ana Ruiz');
    const evidence: EvidenceForAnalysis[] = [
      { evidenceNumber: 1, fileName: 'ROH_programme.pdf', category: analysed.category, kind: analysed.kind, aiTags: analysed.tags, aiDescription: analysed.description, userNotes: null, text: PROGRAMME },
    ];
    const s = await analyst.draftStatement({ visaType: 'O-1B', criteriaId: 'o1b_lead_role', criteriaTitle: 'Lead or Starring Role', applicantName: 'Ana Ruiz', evidence, report: null });
    // Filed elsewhere, the programme was still quoted, under 'although no exhibit is filed under it yet'.
    expect(s.content).not.toMatch(/does not yet include an exhibit|no exhibit is filed under it/);
    expect(s.content).toContain('Exhibit 1');
    expect(s.content).toContain('Ana Ruiz sings the title role for the first time at Covent Garden.');
  });
});

describe('UK Global Talent documents', () => {
  it('files an invitation to give a keynote under Media Recognition and an award under Awards and Prizes', async () => {
    expect((await analyse('UK_GLOBAL_TALENT', 'invitation.pdf', KEYNOTE, 'Ana Ruiz')).category).toBe('uk_media_recognition');
    expect((await analyse('UK_GLOBAL_TALENT', 'letter.pdf', UK_AWARD, 'Ana Ruiz')).category).toBe('uk_awards');
  });
});
