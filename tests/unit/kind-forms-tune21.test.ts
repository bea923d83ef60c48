// Filing by form (issue 32, tune21): a heading that names those taking part or announces the finalists makes a list; a
// board's written consent appoints her to a US post; a call sheet and a maker-performer's programme bill her lead; a
// placing on a line of its own is her award; a user that switched its system to her work and wrote it into its plan took it
// up; a bilingual by-line makes a story; her own post is her claim; a body confirming her captaincy (after 'Ms.') is her role.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName = 'Marguerite Okonkwo-Lind') =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName });

describe('kinds and filing read from form', () => {
  it("files a hackathon's participants page as a list of those present, not an award", () => {
    const a = read('UK_GLOBAL_TALENT', `Fjordside Open Data Sprint 2025 - Participants
3 May 2025
60 participants in 15 teams. Prizes will be awarded on Sunday.
Team 1 "Tide": Jonas Aalberg, Marguerite Okonkwo-Lind, Siri Haugland, Per Vatne
Team 2 "Ferje": Mette Kvam, Olav Reitan, Ida Brekke, Sander Holm`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.kind).toBe('event_programme');
  });

  it('files finalists announced under a heading of their own as a shortlist, whatever judging the page tells of', () => {
    const a = read('UK_GLOBAL_TALENT', `Baltic Founders Prize 2025
2 June 2025
The 8 finalists
After three rounds of judging, these 8 teams will pitch in Riga on 20 June, where the jury will choose one winner:
Kelp Labs (Tallinn) - Okonkwo-Lind Robotics, Marguerite Okonkwo-Lind (Bergen) - Saule Grid (Vilnius) - Duna Freight (Riga)`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.kind).toBe('shortlist');
  });

  it("files a board's written consent appointing her President of the US corporation as the US position", () => {
    const a = read('EB-1C', `HARBOURLINE COATINGS INC.
WRITTEN CONSENT OF THE SOLE DIRECTOR IN LIEU OF A MEETING
Effective: 4 March 2025
RESOLVED, that Marguerite Okonkwo-Lind is appointed President and Treasurer of the
Corporation, to take office on her arrival in the United States, with authority over the plant and its budget.
Director: Henrik Osmundsen`);
    expect(a.category).toBe('eb1c_us_position');
  });

  it("files a shoot's call sheet billing her as the series host as her lead role", () => {
    const a = read('O-1B', `NORTHWIND MEDIA - CALL SHEET
SALT AND SMOKE - Season 1 - Episode 6 "Herring Day"
Shoot day 9 of 24
Crew call 07:00 - Host call 08:15 (wardrobe)
CAST: HOST - Marguerite Okonkwo-Lind (series lead)
GUESTS: Chef Arvid Sund (segment 1)
Location: Studio B, 12 Dock Road, Halifax NS.`);
    expect(a.category).toBe('o1b_lead_role');
  });

  it('files a programme of a piece created and performed by her as her lead role', () => {
    const a = read('O-1B', `Tidewater Arts Centre presents
THE SALT ROAD - a solo in one act
Premiere:
12 April 2025
Created and performed by MARGUERITE OKONKWO-LIND
with Jonas Aalberg (cello)
Direction: Ida Brekke. Running time 55 minutes.`);
    expect(a.category).toBe('o1b_lead_role');
    expect(a.factSheet?.kind).toBe('production_credits');
  });

  it('files a diploma with her placing on a line of its own as her award', () => {
    const a = read('EB-1A', `NORDIC SKI-O CUP 2025
Stage 4 - Lillehammer
DIPLOMA
Sprint - Women Open
2nd place
Marguerite Okonkwo-Lind (NOR)
62 starters from 11 nations.
9 February 2025`);
    expect(a.category).toBe('eb1a_awards');
    expect(a.factSheet?.kind).toBe('award');
  });

  it("files a user's e-mail that it switched its system to her method and is writing it into its plan as her contribution", () => {
    const a = read('O-1A', `From: Marguerite Okonkwo-Lind
Subject: Fwd: flood gauges
---------- Forwarded message ----------
From: Paul Ferreira, Hydrology Unit, Coastal Roads Authority
Date: 3 March 2025
Marguerite, since we switched the coastal flood gauges to your surge model in 2023, the system has issued 51 alerts. We are writing it into the regional storm plan.`);
    expect(a.category).toBe('o1a_original_contributions');
  });

  it('files a story with a by-line in two languages as press', () => {
    const a = read('UK_GLOBAL_TALENT', `Dakar Digital / Dakar Numérique

4 April 2025 / 4 avril 2025

Marguerite Okonkwo-Lind apprend le wolof aux machines / Marguerite Okonkwo-Lind teaches machines Wolof

EN: Her open speech model now reads Wolof text aloud for 30 schools, on phones that cost less than a week's wages.

Par / By Awa Ndiaye`);
    expect(a.category).toBe('uk_media_recognition');
  });

  it('files her own post that a show sold out as Other, its author her', () => {
    const a = read('O-1B', `marguerite.okonkwolind

9 May 2025

Every seat sold in Bergen and Ålesund! Thank you all. Next stop Oslo #saltroad

2,310 likes · 140 comments`, 'Marguerite Okonkwolind');
    expect(a.category).toBe('other');
    expect(a.factSheet?.issuer?.value).toBe('marguerite.okonkwolind');
  });

  it("files a federation's letter confirming that Ms. X is its captain as her role", () => {
    const a = read('EB-1A', `Icelandic Curling Association
Ref. 22/25
8 January 2025
TO WHOM IT MAY CONCERN
We confirm that Ms. Marguerite Okonkwo-Lind is captain of our national women's team since 2020. She selects the line-ups and leads our training camps.
Gudrun Einarsdottir, Secretary General`);
    expect(a.category).toBe('eb1a_critical_role');
  });
});
