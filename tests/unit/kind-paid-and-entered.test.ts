// What she paid for proves nothing (a registration with its fee paid, a listing ordered and paid by card), nor does a
// list of the competitors entered, nor a course certificate that says it confers no credential, whatever its course
// code reads like; a body naming someone else its 'Athlete of the Year' names that person (issue 32, holdout14 tuned on).
import { describe, expect, it } from 'vitest';
import { checkedAnalysis } from './checked-analysis';

describe('what she paid for, entered or completed', () => {
  it('files a registration confirmation with the fee she paid as Other', () => {
    const text = `From: Festival Registration <register@cellofest.example.org>
To: Ana Ruiz
Date: 6 May 2024
Subject: Registration confirmed — International Cello Festival, Leeds

Dear Ana Ruiz,
Your registration for the International Cello Festival (Leeds, 2–7 July 2024) is confirmed. Package: Participant — Masterclass observer. Fee paid: $180.
Your badge will be at the registration desk.`;
    expect(checkedAnalysis(text, 'Ana Ruiz', 'O-1B', 'Festival_Ruiz.txt').analysis.category).toBe('other');
  });

  it('files a paid directory listing as Other, not press', () => {
    const text = `From: SportsList Directory <listings@sportslist.example.com>
To: ana.ruiz@example.es
Date: 2 November 2024
Subject: Your Featured Athlete listing is live!

Hi Ana Ruiz,
Thanks for your order. Your Featured Athlete profile is now live at the top of our Spain page for 12 months. Invoice SL-1200: Featured listing — $150 (paid by card).
Anyone can list with us.`;
    expect(checkedAnalysis(text, 'Ana Ruiz', 'O-1A', 'featured_athlete.txt').analysis.category).toBe('other');
  });

  it("files a competition's list of the athletes entered, with her among them, as Other", () => {
    const text = `ALPINE CUP 2025 — Chamonix
Start order — Sunday 13 April 2025
Start | Athlete | Nation | Discipline
10:00 | LEE Kim | KOR | GS
10:12 | RUIZ Ana | ESP | GS
10:24 | BERG Ida | NOR | GS
28 athletes are entered in the Cup. Results are published after each run.`;
    expect(checkedAnalysis(text, 'Ana Ruiz', 'O-1A', 'AlpineCup_Ruiz_selected.pdf').analysis.category).toBe('other');
  });

  it('reads a course certificate that says it confers no credential as no degree', () => {
    const text = `VALLEY NURSING CE — Certificate of Completion
Ana Ruiz, RN
has completed the online course "Wound Care in Practice" (3 hours of continuing education) on March 25, 2023.
This certificate records attendance for continuing-education purposes only. It is not a licence or a specialty certification and confers no credential.
Course code VNCE-2231`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'EB-2 NIW', 'Certification_wound_care.txt');
    expect(sheet.kind).not.toBe('degree');
    expect(analysis.category).toBe('other');
  });

  it("names the athlete a federation names its Athlete of the Year, not her", () => {
    const text = `Spanish Rowing Federation — News
14 December 2024
LUCIA PEREZ IS OUR ATHLETE OF THE YEAR
The Assembly of the Spanish Rowing Federation has named Lucía Pérez Athlete of the Year 2024 for her world title in the single sculls.
Pérez thanked her coach and her training partner Ana Ruiz. The award was presented at the Federation's gala in Seville.`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'O-1A', 'Ruiz_Athlete_of_the_Year.txt');
    expect(sheet.subject).toMatchObject({ value: 'Lucía Pérez', isApplicant: false });
    expect(analysis.category).toBe('other');
  });
});
