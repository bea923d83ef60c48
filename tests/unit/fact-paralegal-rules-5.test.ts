// Paralegal reading rules (issue 32, eighth session, decision 084, tuned on holdout11): a name spelt without its
// national letters is still hers, a jury that 'has awarded the medal to' someone names its winner, and an act a prize
// list shows 'out of competition' won nothing. Small documents written for this test; no set's documents are copied.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, applicantName: string, visaType: VisaType = 'EB-1A', fileName = 'document.pdf') => checkedAnalysis(text, applicantName, visaType, fileName);

describe('reading whom a document names', () => {
  it("finds 'Ødegård' quoted as 'Odegard': a story that only quotes her is not press about her", () => {
    const text = `Northern Courier — Business
Fish farm fined for escaped salmon
5 May 2024 · Kari Moe
A fish farm near Bodø was fined after 20,000 salmon escaped from a torn net, the regulator said on Friday.
Dr Ingrid Odegard, a marine biologist at Coastal University, said escaped fish could breed with wild stocks. "It is a real risk," she added.
The company said it would appeal.`;
    const { analysis, sheet } = analyse(text, 'Ingrid Ødegård', 'UK_GLOBAL_TALENT', 'news_quote.txt');
    expect(sheet.applicantRole).toBe('quoted');
    expect(analysis.category).toBe('other');
  });

  it("reads 'the jury has awarded the 2024 Medal to Dr. X' as X's award, with the applicant among the other finalists", () => {
    const text = `Society for Coastal Engineering - Press note, 3 June 2024
Harbour Medal 2024: the jury's decision
From a field of 5 finalists, the jury has awarded the 2024 Harbour Medal to Dr. Tomas Lind (Lund University) for his work on breakwaters.
The other finalists were Dr. Ana Ruiz (Delft), Dr. Omar Haddad and Dr. Mei Chen.
The medal will be presented in October.`;
    const { analysis, sheet } = analyse(text, 'Ana Ruiz', 'EB-1A', 'Harbour_Medal_2024.pdf');
    expect(sheet.subject?.value).toContain('Tomas Lind');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(analysis.category).toBe('other');
  });

  it("reads an act shown 'out of competition' on a festival's prize list as no winner", () => {
    const text = `INTERNATIONAL JUGGLING FESTIVAL — PRAGUE 2024
Prize list (9 March 2024)
Gold Medal: the Novak Brothers (Czechia), clubs
Silver Medal: Ana Lima (Brazil), rings
The jury watched 18 acts in competition.
Out of competition, the closing gala also featured Lena Okafor (Nigeria/UK), diabolo.`;
    const { analysis, sheet } = analyse(text, 'Lena Okafor', 'O-1B', 'prize_list_Okafor.pdf');
    expect(sheet.subject?.isApplicant).not.toBe(true);
    expect(sheet.applicantRole).toBe('attendee');
    expect(analysis.category).toBe('other');
  });
});
