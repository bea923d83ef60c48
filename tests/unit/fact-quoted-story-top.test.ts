// A story that only quotes her, under a news page's top line (issue 32, decision 093): the top line's parts and its
// section are no headline; the lede names what the story is about up to where anyone speaks in it; named once or twice
// further down she is a voice in it, and a quotation the next sentence gives to 'she' is hers.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (text: string) => analyseEvidence({ visaType: 'EB-1A', fileName: 'clip.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', text, applicantName: 'Ana Ruiz' });

describe('a story that only quotes her', () => {
  it("is about the body its lede names, though the lede reports what others said, under an 'OUTLET . date . Section' top", () => {
    const a = read(`RIVER VALLEY BUSINESS JOURNAL . October 3, 2024 . Real Estate & Construction

Council clears way for backyard cottages

The Eastport City Council voted 6-1 on Monday to allow garden flats on every residential lot, removing the rule that builders said had kept the market small.

"Panels make a garden flat a six-week job," said Ana Ruiz of Ruiz Panels, who spoke in favour at the hearing. Residents from the North Hill opposed the change.`);
    expect(a.factSheet?.subject?.value).toBe('Eastport City Council');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.factSheet?.applicantRole).toBe('quoted');
    expect(a.category).toBe('other');
  });

  it("makes her a quoted voice, not the subject, when a 'she said' quotation follows the one sentence naming her", () => {
    const a = read(`HARBOUR CHRONICLE . Thursday 29 August 2024 . News

Market move angers vendors

Eastport City Council will move 300 produce stalls from the municipal market to a new site from January, the council confirmed yesterday. Vendors said the site has no shade.

The engineer Ana Ruiz, whose mother sold fish at the market for thirty years, spoke at Tuesday's public meeting.

"This market raised half of the town," she said. The council said a covered hall will follow in 2026.`);
    expect(a.factSheet?.subject?.isApplicant).not.toBe(true);
    expect(a.factSheet?.applicantRole).toBe('quoted');
    expect(a.category).toBe('other');
  });

  it("does not make her quoted by a 'he said' quotation that calls her by name: someone else speaks of her", () => {
    const a = read(`NORTHERN SOCIETY OF ENGINEERS
Media statement · Windhoek · 18 October 2024
Petrus Hamutenya named Young Engineer of the Year 2024
The Society has named Petrus Hamutenya, chief technology officer of Grazing Index, its Young Engineer of the Year.
He co-founded the company in 2021 with Ana Ruiz, its chief executive. "Ana wrote the contracts; I had to make the satellites keep their promises," he said.
The award will be presented at the Society's annual dinner on 15 November.`);
    expect(a.factSheet?.applicantRole).not.toBe('quoted');
  });
});
