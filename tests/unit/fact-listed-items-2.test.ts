// One item of a list, however the list is set (issue 32, decision 093): names run together with stars or spaced dots,
// an entry run to its booth number by leader dots, a poster's code. The list is about its event; she is one of those listed.
import { describe, expect, it } from 'vitest';
import { onlyListed } from '../../server/modules/analyst/local/fact-listed';

describe('one item of a list', () => {
  it('reads her among names run together with stars as one of those listed', () => {
    expect(onlyListed(`Clean Rivers Summit -- April 23, 2024 -- Riverside Hall
Registered attendees (180), as of April 19, 2024.
Abdi, Hodan (County) * Andersen, Erik (Agency) * Ruiz, Ana (Tidewater Inc.) * Sandoval, Ruth (Schools) * Zwick, Karl (citizen)
Name badges may be collected at the desk.`, 'Ana Ruiz')).toBe('list');
  });

  it('reads her among names set apart by spaced dots as one of those listed', () => {
    expect(onlyListed(`Sea Lines: New Writing (Harbour Press, 2023) -- front matter
Contents and contributors
Ben Tufunga (Niue) . Esther Kalou (Fiji) . Ana Ruiz (Chile) . Maka Sauvou (Fiji) . Yuki Raea (Palau)`, 'Ana Ruiz')).toBe('list');
  });

  it("reads an exhibitor's entry run to its booth by leader dots, and a poster's coded line, as list items", () => {
    expect(onlyListed(`Builders Show 2025 | Convention Center
Exhibitor list (212 exhibitors, alphabetical)
Alpine Gutter Co. . . . 114
Ruiz Panels Inc. (contact: A. Ruiz) . . . 417
Yellowpine Decks . . . 515`, 'Ana Ruiz')).toBe('list');
    expect(onlyListed(`Annual Meeting -- Poster session: Hydraulics -- 40 posters
P1 Sediment transport under ice cover -- K. Lindgren
P17 Tilt chains for scour monitoring -- A. Ruiz
P40 Culvert outlet erosion -- J. Doyle`, 'Ana Ruiz')).toBe('list');
  });

  it('does not read a sentence about her work as a list item', () => {
    expect(onlyListed(`Ruiz Panels Inc.
Ana Ruiz founded the company in 2019 and leads its design team of twelve engineers.`, 'Ana Ruiz')).toBeNull();
  });

  it("does not read a record's fields or a sale's row set apart by dots ('Artist: … · Title: …', 'Lot 112 · …') as a list", () => {
    expect(onlyListed(`MUSIC PRODUCERS — Certification
Artist: Ana Ruiz · Title: Kaamos (album) · Label: Polar Records
Level: Platinum`, 'Ana Ruiz')).toBeNull();
    expect(onlyListed(`Auction house — Latin American Art — Results
Lot 112 · Ana Ruiz (b. 1986) · Milpa, 2019 · Sold for USD 151,200`, 'Ana Ruiz')).toBeNull();
  });
});
