// Issuers a page states by its form (issue 32, holdout14 tuned on): a printed web page's site, named on the page as its
// address spells it; a translated article's outlet; the body on a certificate's heading line; a letterhead in capitals
// above its street address (the address is never the issuer); a state's name before the body that acts; a first line
// with a year, an acronym or a digit in a word; an e-mail sent by a body with no organisation's word in its name.
import { describe, expect, it } from 'vitest';
import { checkedAnalysis } from './checked-analysis';

const issuer = (text: string, fileName: string, visa: Parameters<typeof checkedAnalysis>[2] = 'EB-1A') => checkedAnalysis(text, 'Ana Ruiz', visa, fileName).sheet.issuer?.value;

describe('issuers stated by the form of the page', () => {
  it("reads a printed web page's site from the name its address spells", () => {
    const text = `seanotesweekly.example.com › science › oceans
How whales find their way through fog
Sea Notes Weekly · March 11, 2024 · by Lee Park
Every whale song returns an echo. Ana Ruiz, an acoustician at the state university, spent four summers listening.
Share · Comments (14)`;
    expect(issuer(text, 'whales.txt')).toBe('Sea Notes Weekly');
  });

  it("reads a translated article's outlet from the translator's header", () => {
    const text = `Certified English translation of an article from Slobodni tjednik (Zadar), Sunday edition, 6 October 2024, p. 34

Ninety metres on one breath: Ana Ruiz, world champion

By Ivo Horvat

Ana Ruiz dived to 90 metres in Kalamata last month.`;
    expect(issuer(text, 'profile_EN.docx', 'O-1A')).toBe('Slobodni tjednik');
  });

  it("reads the body on a certificate's heading line, not the holder under it", () => {
    const text = `VALLEY NURSING CE — Certificate of Completion
Ana Ruiz, RN
has completed the online course "Wound Care in Practice" (3 hours of continuing education) on March 25, 2023.
Course code VNCE-2231`;
    expect(issuer(text, 'certificate.txt', 'EB-2 NIW')).toBe('VALLEY NURSING CE');
  });

  it('reads a letterhead in capitals above its street address, not the address', () => {
    const text = `HIGH PLAINS COMMUNITY HEALTH
2401 Main Street SW, Amarillo, TX 79101
January 24, 2025
To USCIS:
As Chief Executive Officer of High Plains Community Health, I have supervised Dr. Ruiz since she joined us in 2017.
Tom Reyes, Chief Executive Officer`;
    expect(issuer(text, 'support_letter.pdf', 'EB-2 NIW')).toBe('HIGH PLAINS COMMUNITY HEALTH');
  });

  it("reads the body after a state's name", () => {
    const text = `[Certified translation from Spanish]

REPUBLIC OF PERU — MINISTRY OF CULTURE

RESOLUTION No. 88/2024 — Lima, 14 August 2024

THE MINISTER RESOLVES: Art. 1. To name Ms. Ana Ruiz Cultural Ambassador of the Republic of Peru, in recognition of her contribution to the national music.`;
    expect(issuer(text, 'resolucion.docx', 'O-1B')).toBe('MINISTRY OF CULTURE');
  });

  it('reads a first line with an acronym in brackets or a digit in a word as its issuer', () => {
    const cert = `ANDES QUALITY CERTIFICATION (AQC) — CERTIFICATE No. AQC-24-0392
This is to certify that the food safety management system of Kelp Foods Peru S.A.C., Callao plant, Lima has been assessed.
Date of issue: 18 June 2024.`;
    expect(issuer(cert, 'ISO_certificate.txt', 'EB-1C')).toBe('ANDES QUALITY CERTIFICATION (AQC)');
    const teams = `A11Y CAMP AMERICAS — ACCESSIBILITY HACK WEEKEND, TORONTO, 13–14
APRIL 2024
Participating teams (22 teams, 87 participants)
Team 07 "Tactile Graphs": Ana Ruiz, Owen Brady`;
    expect(issuer(teams, 'hack_teams.pdf', 'UK_GLOBAL_TALENT')).toBe('A11Y CAMP AMERICAS');
  });

  it('reads an e-mail sent by a directory as issued by it', () => {
    const text = `From: SportsList Directory <listings@sportslist.example.com>
To: ana.ruiz@example.es
Date: 2 November 2024
Subject: Your Featured Athlete listing is live!

Hi Ana Ruiz,
Your Featured Athlete profile is now live at the top of our Spain page for 12 months.`;
    expect(issuer(text, 'featured.txt', 'O-1A')).toBe('SportsList Directory');
  });
});
