// Judgement traps by form, second round (issue 32, decision 137), on invented documents: a results notice whose
// winners stand on the line after 'goes to:', a co-author's citation profile, a colleague's promotion announced, her
// own reference for a student, a decision on another's endorsement that names her as a referee, a certificate made out
// to a department that lists her among its team, and an EB-1C organisation chart (the US company's, the one abroad).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName = 'Leocadia Ferreira-Olsen') =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName });

describe("someone else's honour or record", () => {
  it("reads the winners on the line after 'goes to:' as the winners, not the reviewer it thanks", () => {
    const a = read('EB-1A', `From: Prize Office <prizes@hydro-forum.example>
To: Leocadia Ferreira-Olsen
Subject: Young Hydrologist Prize — outcome

Dear Dr. Ferreira-Olsen,

Many thanks for reading the entries this spring. The panel considered 214 papers.

The Young Hydrologist Prize 2025 goes to:
Matteo Grünewald, "Snowmelt Pulses in Alpine Karst"

Runner-up:
Ewa Sobczak, "Floodplain Memory"

With our thanks for your help,
Prof. Agnes Holm`);
    expect(a.factSheet?.subject?.value).toBe('Matteo Grünewald');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  it("files a co-author's citation profile as his record, with her as co-author", () => {
    const a = read('EB-1B', `ResearchGate
Bartholomew Achterhof
Senior Lecturer in Marine Ecology, Dalhousie University
Research items 64 · Citations 2,980
Publications
Kelp forest decline along the Scotian Shelf (2022)
B Achterhof, L Ferreira-Olsen, J Mbeki
Marine Ecology Progress Series 689
Urchin barrens and lobster recruitment (2020)
B Achterhof
Oecologia 194`);
    expect(a.factSheet?.subject?.value).toBe('Bartholomew Achterhof');
    expect(a.factSheet?.applicantRole).toBe('co_author');
    expect(a.category).toBe('other');
  });

  it("files a colleague's promotion, announced to a team that includes her, as his", () => {
    const a = read('O-1A', `From: Engineering Leadership
To: platform-team@lattice.example
Subject: Welcome our new Director

Team,

Ignatius Obi has been promoted to Director of Platform Engineering, effective today. He has run the storage group since 2020, and Leocadia Ferreira-Olsen and Hugo Lenz now report to him.

Please congratulate him.`);
    expect(a.factSheet?.subject?.value).toBe('Ignatius Obi');
    expect(a.category).toBe('other');
  });

  it('files her own reference for a student, with a comma after "my student", as the student\'s', () => {
    const a = read('EB-1B', `School of Physics
University of Lowmoor

To the Fellowship Committee,

I wish to recommend my student, Mr. Piotr Zawadzki, for your summer research fellowship. He built our lab's cryostat controller.

Yours sincerely,
Leocadia Ferreira-Olsen, Ph.D.
Reader in Physics`);
    expect(a.factSheet?.subject?.value).toMatch(/Piotr Zawadzki/);
    expect(a.category).toBe('other');
  });

  it("files a decision on another's endorsement that names her among the referees as Other under UK Global Talent", () => {
    const a = read('UK_GLOBAL_TALENT', `Arts Council England
Endorsement outcome

Applicant: Ms. Delphine Marchetti-Roy
Reference: ACE-GT-55120

We are pleased to tell you that your application for endorsement as a Leader in arts and culture has been approved.
Letters of support were received from Leocadia Ferreira-Olsen (Artistic Director, Tidewell Dance) and one other referee.`);
    expect(a.factSheet?.subject?.value).toMatch(/Delphine Marchetti-Roy/);
    expect(a.category).toBe('other');
  });

  it('files a certificate made out to a department, which names her among its team, as the department\'s', () => {
    const a = read('EB-1A', `KINGSFORD HEALTH TRUST
Quality Improvement Award 2024

This award is presented to THE DEPARTMENT OF PAEDIATRIC CARDIOLOGY
for reducing waiting times for echocardiograms by 40 per cent.

The department's team in 2024 included Dr. Leocadia Ferreira-Olsen, Dr. Amos Kettle and Sister Joan Pryor.

Chief Executive`);
    expect(a.factSheet?.subject?.value).toMatch(/DEPARTMENT OF PAEDIATRIC CARDIOLOGY/);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });
});

describe("EB-1C's organisation charts", () => {
  const chart = (company: string) => `${company} — Organisational Chart, March 2025
Managing Director: Leocadia Ferreira-Olsen
  Head of Finance: Ruth Amankwah (reports to MD)
  Head of Production: Felix Dorn (reports to MD)
    Shift Supervisors (4)
  Head of Sales: Mara Velde (reports to MD)
Headcount: 37`;

  it("files the US company's chart under the US position", () => {
    expect(read('EB-1C', chart('Tidewell Coatings LLC, Savannah, GA 31401')).category).toBe('eb1c_us_position');
  });

  it("files the chart of the company abroad under the managerial role abroad", () => {
    expect(read('EB-1C', chart('Tidewell Coatings Lda, Porto, Portugal')).category).toBe('eb1c_managerial_abroad');
  });
});
