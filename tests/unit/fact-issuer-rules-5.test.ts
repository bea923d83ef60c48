// Who issued a document, by the page's form (issue 32, tuned on holdout15): a bilingual heading names the body first in
// English; a date line stands apart from the lines around it; a web page's breadcrumb, after its address, names the site;
// a page that says who published or hosted it, or whose copyright it is, names its issuer; a letter's own heading
// ('Expert Opinion Letter') is no body; an e-mail from a body's address names the body whose initials the address spells.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const issuer = (text: string, fileName: string, visaType: VisaType = 'EB-1A') => checkedAnalysis(text, 'Lena Okafor', visaType, fileName).sheet.issuer?.value;

describe('who issued it, by the page’s form', () => {
  it('reads the English name of a bilingual heading over a dated address block as the body', () => {
    const text = `Baltic Soil Research Council / Baltijas Augsnes Pētniecības Padome
Riga, 12 March 2024
Dr. Lena Okafor, Eastfield University, Leeds, United Kingdom
Confirmation of service as expert reviewer, 2024 call "Soil Carbon"
The Council confirms that you served on the expert panel for the 2024 call. You assessed and scored 11 proposals in your field.
Anna Berzina, Head of Programmes`;
    expect(issuer(text, 'BSRC_panel.txt')).toBe('Baltic Soil Research Council');
  });

  it("reads the site a web page's breadcrumb names after its address", () => {
    const text = `https://www.soilwire.example.com/2025/04/08/okafor-carbon-test
SoilWire > Features
The engineer who taught farmers to read their soil
By Tom Reyes | 8 April 2025
Ask a farmer how much carbon is in a field and, until recently, the answer needed a laboratory. Lena Okafor set out to change that in 2019.
Her test is now used on 400 farms. "Soil is not dirt," she says.`;
    expect(issuer(text, 'soilwire_article.txt', 'UK_GLOBAL_TALENT')).toBe('SoilWire');
  });

  it("reads a hyphenated address's words in the breadcrumb's first part as the site", () => {
    const text = `www.rowing-nigeria.example.ng/en/news/coach-of-the-year
Rowing Federation of Nigeria > News > Federation
Ade Bello named Coach of the Year
5 December 2025
The Federation's board has named Ade Bello, national coach, its Coach of the Year 2025. His pupils include Lena Okafor.`;
    expect(issuer(text, 'coach_award.txt', 'O-1A')).toBe('Rowing Federation of Nigeria');
  });

  it("reads 'Published by' as the issuer of a results sheet headed by its event", () => {
    const text = `Harbour Rowing Cup - Lagos - 9 May 2025
Heat composition, women's single sculls - Heat 3 - 09:30
1. OKAFOR Lena - NGR
2. MORENO Lucia - ESP
3. TANAKA Mio - JPN
Umpire: BELLO A. (NGR). Published by the World Rowing Federation (WRF) Technical Office.`;
    expect(issuer(text, 'heat_sheet.txt', 'O-1A')).toContain('World Rowing Federation');
  });

  it("reads the 'Host:' of a guest list and the copyright holder of a press kit as their issuers", () => {
    const list = `STORM - LONDON PREMIERE - GUEST LIST (FINAL)
Friday, March 6, 2026, 7:00 pm, Regent Cinema, London
Host: Harbour Pictures International
Row B: Marta Lopez (director) +1; Tom Reyes (editor)
Row C: Lena Okafor (sound) +1
Check-in from 6:00 pm.`;
    expect(issuer(list, 'premiere_guests.txt', 'O-1B')).toBe('Harbour Pictures International');
    const kit = `STORM (TEMPESTA) — PRESS KIT
Running time 118 minutes. English with Italian subtitles.
KEY CREATIVE TEAM
Directed by Marta Lopez
Edited by Tom Reyes
Supervising sound editor: Lena Okafor
Lena Okafor led a sound department of 14 and built the storm from field recordings.
© 2025 Harbour Pictures International`;
    expect(issuer(kit, 'press_kit.pdf', 'O-1B')).toBe('Harbour Pictures International');
  });

  it("reads no letter's heading ('Expert Opinion Letter') as its issuer", () => {
    const text = `EXPERT OPINION LETTER
Prof. Ana Silva, Professor of Hydraulic and Sanitary Engineering, Universidade do Porto, Porto, Portugal
April 3, 2025
U.S. Citizenship and Immigration Services
Re: National interest waiver petition of Lena Okafor
I supervised Ms. Okafor's master's thesis, and we have written two papers together since.
Her model lets a utility find broken mains without digging.
Ana Silva`;
    const got = issuer(text, 'letter.txt', 'EB-2 NIW');
    expect(got).not.toMatch(/letter/i);
    expect(got).toBeTruthy();
  });

  it("reads an e-mail from a body's address as sent by the body whose initials the address spells", () => {
    const text = `From: membership@isst.example.org
To: lena.okafor@eastfield.example.ac.uk
Date: 9 January 2024
Subject: Welcome to ISST, member no. 4411
Dear Lena Okafor,
Welcome to the International Society of Soil Technologists! Your annual dues of US$90 have been received.
ISST Membership Services`;
    expect(issuer(text, 'ISST_welcome.txt')).toBe('International Society of Soil Technologists');
  });
});
