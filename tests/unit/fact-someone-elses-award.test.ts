// Someone else's award names its winner however the sentence sets the name (after 'Our founding director,', as a name set
// apart after a restaurant's, after the work in a winners' list); and she, who read the citation, introduced the
// nominees or played as a session musician on the winning album, took a part in it (issue 32, holdout14 tuned on).
import { describe, expect, it } from 'vitest';
import { checkedAnalysis } from './checked-analysis';

describe("someone else's award", () => {
  it("names the winner after a description that opens the sentence, and her reading the citation as a part in it", () => {
    const text = `From: Lab Communications <news@lab.example.edu>
Date: Fri, 12 Apr 2024 16:05 -0700
Subject: Lab news — Tom Hale honoured for a lifetime of work

Colleagues,
Our founding director, Professor Tom Hale, received the Western Society of Hydrologists Lifetime Achievement Award at the society's luncheon in Denver on 9 April.
Dr Ana Ruiz, who joined the lab in 2019, read the citation before the award was handed over.
Congratulations, Tom!`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'EB-1A', 'award_luncheon.txt');
    expect(sheet.subject).toMatchObject({ value: 'Professor Tom Hale', isApplicant: false });
    expect(sheet.applicantRole).toBe('attendee');
    expect(analysis.category).toBe('other');
  });

  it('names the person set apart after a business as the one named', () => {
    const text = `Valley Food News - 6 February 2024
Chef of the Year named
The chef-owner of Maison Blanche, Paul Girard, was named Chef of the Year by the Guide Rouge on Monday.
His pastry chef, Ana Ruiz, was in the audience.`;
    const { sheet } = checkedAnalysis(text, 'Ana Ruiz', 'O-1B', 'news.txt');
    expect(sheet.subject).toMatchObject({ value: 'Paul Girard', isApplicant: false });
  });

  it("names the credited artist of a winners' list that gives the work first, and a session musician as a collaborator", () => {
    const text = `Premios Sol 2024 — Winners in the Folk categories (press release, 23 November 2024)

Best Folk Album: "Río Abajo" — Lucía Paredes (Sello Norte).

The album was recorded in Lima with 12 session musicians, among them Ana Ruiz (harp) and Tomás Vega (guitar). The award is presented to the credited artist and the producer.`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'O-1B', 'Ruiz_award_win.docx');
    expect(sheet.subject).toMatchObject({ value: 'Lucía Paredes', isApplicant: false });
    expect(sheet.applicantRole).toBe('collaborator');
    expect(analysis.category).toBe('other');
  });

  it('reads her introducing the nominees at a ceremony as attending it, not as a nominee', () => {
    const text = `STUNT GUILD AWARDS 2024 — WINNERS
Los Angeles, May 18, 2024
Outstanding Stunt Performance in a Television Series: Jade Lowe, "Harbor Nights" (Season 3).
The award was presented by stunt coordinator Ana Ruiz ("Ironside"), who introduced the nominees.
The Guild's 1,300 members vote in each category.`;
    const { sheet } = checkedAnalysis(text, 'Ana Ruiz', 'O-1B', 'Ruiz_stunt_award.pdf');
    expect(sheet.subject).toMatchObject({ value: 'Jade Lowe', isApplicant: false });
    expect(sheet.applicantRole).toBe('attendee');
  });
});
