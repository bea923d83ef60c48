// A programme told by its form, not its heading's last word (issue 32): a day's timetable (lines that open with a clock
// time) and an exhibitor list are programmes of an event; a talk or a booth on them is no award, no post.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, visaType: VisaType, fileName: string) => checkedAnalysis(text, 'Lena Okafor', visaType, fileName);

describe('a programme by its form', () => {
  it("reads a conference day's timetable listing her talk as a programme she spoke at, not an award", () => {
    const text = `7th Nordic Soil Science Meeting, Uppsala, 3-5 June 2024
Programme, Tuesday 4 June
Session 2A: Soil carbon (Hall C). Chair: Prof. A. Berg
10:00 L. Okafor - A cheap field test for soil carbon
10:20 P. Grant - Carbon loss under drained peat
10:40 M. Silva - Biochar on sandy soils
11:00 Coffee
19:00 Conference dinner and prize-giving, Castle Hall
Organised by the Nordic Soil Society. Talks are 15 minutes plus 5 for questions.`;
    const { analysis, sheet } = analyse(text, 'EB-1A', 'NSS_programme.txt');
    expect(sheet.kind).toBe('event_programme');
    expect(analysis.category).toBe('other');
  });

  it("reads a trade fair's exhibitor list naming her company's booth and her as its contact as a programme, not her post", () => {
    const text = `Global Packaging Fair 2025, Lyon Exhibition Centre, 4-6 March 2025
Exhibitor list: Hall 3, International Stands
Stand 210 | Nordpak AB | Malmo, Sweden | Contact: Erik Lund, Sales Director
Stand 214 | Okafor Fibres Ltd | Lagos, Nigeria | Contact: Lena Okafor, Managing Director
Stand 218 | Bio Wrap SA | Porto, Portugal | Contact: Rita Sousa, Partner
Exhibitors are listed as registered; the Fair does not verify company details.`;
    const { analysis, sheet } = analyse(text, 'EB-1C', 'exhibitors_2025.txt');
    expect(sheet.kind).toBe('event_programme');
    expect(analysis.category).toBe('other');
  });
});
