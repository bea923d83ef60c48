// Her part in someone else's award or grant, by the words that say it (issue 32, tuned on holdout15): the winner's
// supervisor or mentor, and an adviser on a grant's advisory committee, worked with the winner (collaborator); called to
// the stage with the crew, she took part in the evening (attendee); a notice of financial assistance to a city with its
// 'Recipient:' line is a grant to that city; a page that lists the event's mentors under their heading is a programme.
import { describe, expect, it } from 'vitest';
import { checkedAnalysis } from './checked-analysis';

describe("her part in someone else's award or grant", () => {
  it("reads the supervisor named in a student's award news as a collaborator", () => {
    const text = `NORTHERN UNIVERSITY — News
Doctoral student Pia Lund wins Best Poster Award in Vienna
3 May 2024
Pia Lund, a doctoral student in the School of Engineering, has won the Best Poster Award at the European Soil Conference in Vienna, chosen from 180 posters.
Her poster showed how frost affects carbon in peat. Lund is supervised by Dr. Ana Ruiz, now at Eastfield University in the United States.
The award carries a prize of EUR 400.`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'EB-1B', 'Ruiz_award_news.pdf');
    expect(sheet.subject).toMatchObject({ isApplicant: false });
    expect(sheet.applicantRole).toBe('collaborator');
    expect(analysis.category).toBe('other');
  });

  it('reads the mentor a young winner thanks as a collaborator', () => {
    const text = `WOMEN IN CODE — PRESS RELEASE
Lisbon, 4 June 2025
Rita Sousa wins Young Builder Award for a braille reading app
Rita Sousa, 22, a student at the University of Lisbon, has won the 2025 Young Builder Award of Women in Code for Ponto, an app that reads braille aloud.
Sousa began the app as a summer intern at Harbour Labs and thanked her mentor there, Ana Ruiz, "who showed me it was worth doing".`;
    const { sheet } = checkedAnalysis(text, 'Ana Ruiz', 'UK_GLOBAL_TALENT', 'Ruiz_award.pdf');
    expect(sheet.subject).toMatchObject({ isApplicant: false });
    expect(sheet.applicantRole).toBe('collaborator');
  });

  it('reads one of the crew the winning director called to the stage as an attendee', () => {
    const text = `CITY SCREEN NEWS
March 2, 2025
Lopez takes Best Director for "Storm"
Marta Lopez won Best Director at the City Film Awards on Saturday for "Storm", her drama of the 1998 floods.
Lopez called her crew to the stage, among them editor Tom Reyes and sound designer Ana Ruiz, who flew in from London for the night. "This is theirs," she said.`;
    const { sheet } = checkedAnalysis(text, 'Ana Ruiz', 'O-1B', 'Ruiz_Best_Director.pdf');
    expect(sheet.subject).toMatchObject({ isApplicant: false });
    expect(sheet.applicantRole).toBe('attendee');
  });

  it("reads a foundation's grant to an association with her on its unpaid advisory committee as a collaborator", () => {
    const text = `Open Data Foundation — Grant Agreement Summary

Date: 5 March 2025

Grantee: Harbour Open Data Association, Lisbon

Project: 1,000 hours of openly licensed Portuguese speech

Grant: €120,000 over 18 months, paid to the grantee in three instalments.

Advisory committee (unpaid): Ana Ruiz (Harbour Labs); Prof. Tom Reyes (University of Porto).

Signed for the Foundation: Eva Berg, Programme Director`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'UK_GLOBAL_TALENT', 'grant_summary.docx');
    expect(sheet.applicantRole).toBe('collaborator');
    expect(analysis.category).toBe('other');
  });

  it("reads a state's notice of financial assistance to a city as the city's grant, her on its advisory panel a collaborator", () => {
    const text = `State Clean Water Fund - Notice of Financial Assistance
Date: May 5, 2025
Recipient: City of Harbour Point, Water Utility
Project: Leak detection and main replacement, phase 2
Assistance: $3,200,000 (principal forgiveness $1,600,000; loan $1,600,000 at 0.5%)
Technical advisory panel (volunteer, not compensated from project funds): Ana Ruiz, P.E.; Tom Reyes, retired engineer.
The recipient is responsible for all project costs not covered by this assistance.`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'EB-2 NIW', 'grant_notice.txt');
    expect(sheet.kind).toBe('grant');
    expect(sheet.subject).toMatchObject({ value: expect.stringContaining('Harbour Point'), isApplicant: false });
    expect(sheet.applicantRole).toBe('collaborator');
    expect(analysis.category).toBe('other');
  });

  it("reads a hackathon's page listing its mentors under their heading as a programme naming her among them", () => {
    const text = `Lisbon Code Weekend 2025 - 4-6 April 2025 - Harbour Hall, Lisbon
Mentors (14)
Speech and language: Ana Ruiz (Harbour Labs); Tom Reyes (IST); Pia Lund (freelance)
Computer vision: Omar Silva (Visio); Rita Sousa (FCT)
Mentors are volunteers and advise teams during the 48 hours.`;
    const { sheet, analysis } = checkedAnalysis(text, 'Ana Ruiz', 'UK_GLOBAL_TALENT', 'hackathon_2025.txt');
    expect(sheet.kind).toBe('event_programme');
    expect(sheet.applicantRole).toBe('attendee');
    expect(analysis.category).toBe('other');
  });
});
