// Fact-sheet titles that name what the document is about (issue 32, fifth session, tuned on holdout7): an article's
// headline under its masthead, a paper's title under its journal, the honour a certificate confers, a nomination's
// award and category, the prize an announcement gives someone else, the degree an evaluation finds equivalent.
// Small documents written for this test; no set's documents are copied.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, applicantName: string, visaType: VisaType = 'EB-1A', fileName = 'document.pdf') => checkedAnalysis(text, applicantName, visaType, fileName);

describe('titles say what the document is about', () => {
  it("an article's title carries its headline, not only its masthead", () => {
    const text = `R&D | Research & Development News
Chemistry · March 5, 2024
Cobalt catalyst turns waste plastic into jet fuel at low heat
by Ann Lee
A team at Lakeside University led by Maya Okafor reports a cobalt catalyst that converts polyethylene at 180 °C.
"It works in one pot," Okafor said. Okafor's group now plans a pilot plant.`;
    const { sheet } = analyse(text, 'Maya Okafor', 'EB-1B', 'article.pdf');
    expect(sheet.kind).toBe('press_article');
    expect(sheet.title).toMatch(/Cobalt catalyst/);
  });

  it("a paper's title is under its journal's line", () => {
    const text = `ocean science letters
Article · Published: 3 May 2022
Sediment plumes halve larval settlement on reef flats
Maya Okafor 1, Ian Reid 2
Abstract
We show that sediment plumes halve larval settlement.`;
    expect(analyse(text, 'Maya Okafor', 'EB-1A', 'paper.pdf').sheet.title).toMatch(/Sediment plumes/);
  });

  it('an award certificate names the honour it confers', () => {
    const text = `THE HARBOUR AWARDS FOR INTERACTIVE MEDIA
Certificate of Award
This certifies that
MAYA OKAFOR
Lead Designer, Tidecaller (Fenwick Games)
has received the Harbour Award for Excellence in Level Design, chosen by an international jury from 900 games.`;
    expect(analyse(text, 'Maya Okafor', 'O-1A', 'certificate.pdf').sheet.title).toMatch(/Level Design/);
  });

  it('a nomination names its award and category', () => {
    const text = `ACADEMY OF SCREEN ARTS-12 River Road,
Boston, MA 02110
June 3, 2025
Ms. Maya Okafor-c/o Tidewater Films
Dear Ms. Okafor,
Congratulations! It is my pleasure to inform you that you have received a nomination for the 12th Annual
Screen Arts Awards in the category Outstanding Editing: Documentary, for Salt Roads.
Ada Rowe, President`;
    const { sheet } = analyse(text, 'Maya Okafor', 'O-1B');
    expect(sheet.title).toMatch(/Screen Arts Awards/);
    expect(sheet.title).toMatch(/Outstanding Editing/);
  });

  it("a results page's category heading above her 'Nominated:' line is in the title", () => {
    const text = `Lowlands Design Awards 2024 — results
Announced 2 October 2024, Ghent.
BEST INTERFACE DESIGN
Winner: Harbourlight (Studio Veer) — design: Pieter Claes
Nominated: Tidecaller (Fenwick Games) — design: Maya Okafor`;
    expect(analyse(text, 'Maya Okafor', 'O-1A', 'results.txt').sheet.title).toMatch(/BEST INTERFACE DESIGN/i);
  });

  it("an announcement of someone else's prize names the prize", () => {
    const text = `HARBOUR DOCS announces 2024 award winners
November 2, 2024
NEW YORK — HARBOUR DOCS tonight announced the winners of its 2024 competitions.
The Grand Jury Prize in the International Competition went to The Long Tide, directed by Tomasz Wierzbicki. The prize was presented by director Maya Okafor.`;
    expect(analyse(text, 'Maya Okafor', 'O-1B', 'release.txt').sheet.title).toMatch(/Grand Jury Prize/);
  });

  it('a credential evaluation names the degree it finds equivalent', () => {
    const text = `GLOBAL CREDENTIAL SERVICES, INC.-P.O. Box 1000 ·
Chicago, IL 60601
Evaluation Report · Date of report: March 12, 2024
Name on credentials: OKAFOR, MAYA
Credential: Magistr (Master's degree), awarded June 2012.
U.S. equivalency: The Magistr is equivalent to a Master of Science degree in Civil Engineering from a regionally accredited university in the United States.`;
    const { sheet } = analyse(text, 'Maya Okafor', 'EB-2 NIW' as VisaType, 'evaluation.pdf');
    expect(sheet.kind).toBe('degree');
    expect(sheet.title).toMatch(/Master of Science degree in Civil Engineering/);
  });
});
