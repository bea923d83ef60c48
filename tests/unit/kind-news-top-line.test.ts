// A news page's top set on one line (issue 32, decision 093): the outlet, the day and its section or page, set off with
// dashes, spaced dots or commas, over a headline, is a clipping, however an OCR'd or translated page sets it.
import { describe, expect, it } from 'vitest';
import { hasNewsTopLine } from '../../server/modules/analyst/kinds/news-top-line';
import { recogniseKind } from '../../server/modules/analyst/kinds/recognise';

describe("a news page's top line", () => {
  it("reads 'OUTLET -- weekday, date -- section' over a headline as an article", () => {
    const text = `HIGH DESERT LEDGER -- Tuesday, March 4, 2025 -- Environment

New wells dry up faster than expected in the valley

Three of the county's new irrigation wells ran dry in February, a year earlier than planned.

The aquifer is recharging more slowly than the models assumed, the water district said in a statement.`;
    expect(recogniseKind('clip.docx', text, 'Ana Ruiz').kind).toBe('press_article');
  });

  it("reads a translated top line with commas and a page ('Outlet, date, Section, p. 12') as an article", () => {
    const text = `Translation from Spanish. Diario del Valle, Sunday 3 March 2024, Cultura, p. 12

A violin that remembers the river

On her new recording Ana Ruiz plays the old river songs as if they had never been written down.

I, Marta Gil, certify that this translation is complete and accurate. 1 April 2025.`;
    expect(recogniseKind('translation.docx', text, 'Ana Ruiz').kind).toBe('press_article');
  });

  it("reads 'OUTLET . date . section' with the page number wrapped onto its own line as an article", () => {
    const text = `ISLAND WEEKLY REVIEW . Sunday 17 November 2024 . Weekend . page
9
The weaver who counts the tides in her cloth
Ana Ruiz learned to weave from her grandmother and now shows her cloth in three countries.`;
    expect(recogniseKind('feature.pdf', text, 'Ana Ruiz').kind).toBe('press_article');
  });

  it("does not read a society's letterhead with its street address and date as a news page", () => {
    const text = `NORTHERN ROADS SOCIETY . 120 N Main Street . Topeka . October 2, 2024
Dear Dr. Ruiz,
We are pleased to tell you that the Awards Committee has chosen you as its Engineer of the Year.
Sincerely,
The Awards Committee`;
    expect(recogniseKind('letter.pdf', text, 'Ana Ruiz').kind).not.toBe('press_article');
  });

  it("does not read a body's own circular ('MINISTRY . Circular . date') as a news page", () => {
    const text = `MINISTRY OF WATER . Circular No. 7 . 12 May 2025 . Hydrology
Design storms for new schools
All regional offices shall use the storm record below for new school buildings from 1 July.`;
    expect(recogniseKind('circular.pdf', text, 'Ana Ruiz').kind).not.toBe('press_article');
  });

  it("does not read a letter's place, date and file reference ('Brussels, 4 September 2023 · Ref. …') as a news page", () => {
    const text = `EUROPEAN FUNDING AGENCY
Brussels, 4 September 2023 · Ref. Ares(2023)6012345
Ms Ana Ruiz, Tidewater AS, Bergen, Norway
Subject: Appointment as independent expert
Dear Ms Ruiz,
I am pleased to confirm your appointment as an independent expert for the remote evaluation of proposals.`;
    expect(hasNewsTopLine(text)).toBe(false);
  });

  it("does not read a firm's numbered advisory or a programme's credits line as a news page's top", () => {
    expect(hasNewsTopLine(`Tidewater Controls — Product Security TC-2024-19 — 9 December 2024
Flaw affecting the series 300 valve controllers
Summary: an implant can alter valve timing while reporting normal values.`)).toBe(false);
    expect(hasNewsTopLine(`TEATRO NUEVO · Sevilla
Compañía Jonda presents SOMBRA
World premiere, 14 March 2025 · Choreography: Manuel Ortiz · Music: Curro Alba
Principal dancer (La Novia): Ana Ruiz`)).toBe(false);
  });

  it("does not read an auction house's sale line over its lots as a news page's top", () => {
    expect(hasNewsTopLine(`Hartley's — Modern Art, New York, 17 November 2022 — Sale
Lot 112 · Ana Ruiz (b. 1986) · Milpa, 2019 · Estimate USD 40,000–60,000 · Sold for USD 151,200
Prices include buyer's premium.`)).toBe(false);
  });

  it("does not read a journal's 'Volume 13, Issue 5' line over a paper's title as a news page's top", () => {
    expect(hasNewsTopLine(`Cell Methods · Volume 13, Issue 5 · May 18, 2022
TreeMap: reconstructing cell lineages from single-cell snapshots
Ana Ruiz, Sam Whitford and Arjun Mehta`)).toBe(false);
  });

  it("does not read an evening's venue and date over its menu as a news page's top", () => {
    expect(hasNewsTopLine(`CHILDREN'S GALA 2024 · Fondation Petits Pas
Pavillon Ledoyen, Paris · Thursday 20 June 2024
Menu
Amuse-bouches by the students of the cookery school`)).toBe(false);
  });

  it("does not read a meeting's name, place and date over its timetable as a news page's top", () => {
    expect(hasNewsTopLine(`Conference Programme
Annual Meeting of the Search Society, Boston, May 12, 2024
09:00 Opening remarks, Prof. Helen Park
09:30 Keynote: The Future of Search, Prof. David Okafor`)).toBe(false);
  });
});
