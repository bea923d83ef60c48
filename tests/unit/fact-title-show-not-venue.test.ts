// A programme, a playbill or an exhibition's checklist is titled by the show or the work it presents; the venue that
// prints it is its issuer (issue 32, tune20b).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (fileName: string, text: string) => analyseEvidence({ visaType: 'O-1B', fileName, mimeType: 'text/plain', text, applicantName: 'Ilona Marchetti' });

describe("a programme's or a checklist's title", () => {
  it('names the show its credit hangs on, not the theatre', () => {
    const a = read('playbill.pdf', `THE GRANARY THEATRE · STUDIO TWO
Playbill · Autumn Season, October 2024
THE PAPER LANTERN
starring
ILONA MARCHETTI
Tuesday to Saturday at 8 pm. Running time 75 minutes, no interval.
Written by Corwin Ashdale. Directed by Ilona Marchetti. Design: Feodora Lindqvist.`);
    expect(a.factSheet?.title).toMatch(/paper lantern/i);
  });

  it("names the exhibition an artist's checklist lists, not the gallery", () => {
    const a = read('checklist.docx', `Bellweather Gallery, Duluth
Checklist of works (for the loans office)
Tidewater Glass: Sculpture by Ilona Marchetti
A solo exhibition, 3 May 2024 to 28 July 2024. Curator: Osric Pennefeather.
9 works, all lent by the artist.
1. Ebb Study, 2022. Blown glass. 40 x 30 cm.
2. Salt Meridian, 2023. Cast glass. 60 x 45 cm.`);
    expect(a.factSheet?.title).toMatch(/tidewater glass/i);
  });
});
