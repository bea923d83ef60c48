/** Exhibitions and showcases, and sales or box-office reports (EB-1A only). */
import { dateOf, letterhead, signature, someone, type Gen } from '../gen';
import { formal, full, type Person } from '../people';
import { between, euDate, money, num, pick, usDate, type Rng } from '../types';

/** The date two months on (exhibitions run for a season). */
const later = (y: number, m: number): [number, number] => (m + 2 > 12 ? [y + 1, m - 10] : [y, m + 2]);
const cityOf = (venue: string) => venue.split(',').pop()!.trim();
const nameOf = (venue: string) => venue.split(',')[0]!;
const MEDIUM: Record<string, string[]> = { photo: ['Archival pigment print', 'Gelatin silver print', 'C-print, framed'], architecture: ['Model, timber and card', 'Drawing, ink on paper', 'Single-channel video, 14 min'] };
const medium = (x: Person, r: Rng) => pick(r, MEDIUM[x.field.key] ?? ['Mixed media']);

const arts = (x: Person) => x.field.arts ?? { works: ['Untitled'], venues: ['City Gallery'], label: '' };

/** A gallery's exhibition announcement; the trap calls the artist award-winning. */
export const galleryShow: Gen = (x, o) => {
  const a = arts(x);
  const [y, m, d] = dateOf(o, 2019, 2024);
  const venue = a.venues[o.n % a.venues.length]!;
  return [
    nameOf(venue).toUpperCase(),
    `${venue}`,
    '',
    `${a.works[o.n % a.works.length]}`,
    `${x.name} — ${pick(o.r, ['Solo Exhibition', 'New Work', 'A Survey'])}`,
    `${euDate(y, m, d)} – ${euDate(...later(y, m), 28)}`,
    '',
    `${nameOf(venue)} presents "${a.works[o.n % a.works.length]}", ${pick(o.r, ['the first solo exhibition', 'a major exhibition', 'the first institutional survey'])} in ${cityOf(venue)} of work by ${x.name}. The exhibition brings together ${between(o.r, 18, 60)} works made between ${y - 6} and ${y}.`,
    o.trap ? `${x.last}, whose work won the ${x.field.prizes[0]!.name}, has been exhibited widely in Europe and North America.` : `${x.last}'s work has been exhibited in Europe and North America.`,
    `The exhibition is curated by ${someone(o.r)} and accompanied by a catalogue with essays by ${someone(o.r)} and ${someone(o.r)}.`,
    'Opening reception: Thursday, 6–9 pm. Free admission.',
  ];
};

/** A catalogue checklist page; the trap lists sale prices. */
export const catalogueChecklist: Gen = (x, o) => {
  const a = arts(x);
  const y = dateOf(o, 2019, 2024)[0];
  const lines = [
    `Exhibition Catalogue — ${a.venues[o.n % a.venues.length]}, ${y}`,
    `${x.name}: ${a.works[0]}`,
    'CHECKLIST OF WORKS EXHIBITED',
  ];
  for (let i = 1; i <= 6; i++) {
    const price = o.trap ? `   Price: ${money(between(o.r, 4, 30) * 1000)} (sold)` : '';
    lines.push(`Cat. ${i}. ${x.name}, ${pick(o.r, a.works)} ${['I', 'II', 'III', 'IV', 'V', 'VI'][i - 1]}, ${y - between(o.r, 0, 4)}. ${medium(x, o.r)}. Lent by the artist.${price}`);
  }
  lines.push('', `All works © ${x.name}. Catalogue design by ${someone(o.r)}.`);
  return lines;
};

/** A curator's letter selecting work for a biennale pavilion or a design week. */
export const showcaseSelection: Gen = (x, o) => {
  const a = arts(x);
  const [y, m, d] = dateOf(o, 2019, 2024);
  const venue = a.venues[(o.n + 1) % a.venues.length]!;
  return [
    ...letterhead(nameOf(venue), cityOf(venue), o.r),
    usDate(y, m, d),
    '',
    `Dear ${formal(x)},`,
    '',
    `I am delighted to confirm that your project "${a.works[o.n % a.works.length]}" has been selected for display at the ${nameOf(venue)}, which opens on ${usDate(y, Math.min(12, m + 3), 20)} and runs for six months.`,
    `The curatorial team chose ${between(o.r, 40, 90)} projects from ${num(between(o.r, 600, 2400))} proposals. Your work will be shown in ${pick(o.r, ['the Central Pavilion', 'Gallery 3', 'the main hall'])} with models, drawings and a film.`,
    o.trap ? 'Selection is an honour in itself: the exhibition is the most visited showcase of its kind, with more than 300,000 visitors at the last edition.' : 'Our production team will contact you about shipping and installation.',
    '',
    ...signature(someone(o.r), 'Curator', nameOf(venue)),
  ];
};

/** A festival screening schedule listing the applicant's film (a showcase). */
export const festivalScreening: Gen = (x, o) => {
  const a = arts(x);
  const [y, , d] = dateOf(o, 2019, 2024);
  const fest = nameOf(a.venues[o.n % a.venues.length]!);
  const rooms = fest.startsWith('Venice') ? ['Sala Grande', 'PalaBiennale', 'Sala Darsena'] : ['Main Theatre', 'Cinema 2', 'Press Screening Room'];
  const credit = x.title === 'Director' ? `dir. ${x.name}` : `dir. ${someone(o.r)}; cinematography ${x.name}`;
  return [
    `${fest} ${y}`,
    'OFFICIAL SELECTION — SCREENING SCHEDULE',
    '',
    `${a.works[o.n % a.works.length]} (${credit}, ${pick(o.r, ['Spain/USA', 'France', 'Mexico/USA'])}, ${between(o.r, 88, 124)} min)`,
    `World Premiere — ${rooms[0]} — ${d} September ${y}, 19:00`,
    `Second screening — ${rooms[1]} — ${Math.min(28, d + 2)} September ${y}, 11:30`,
    `Press screening — ${rooms[2]} — ${Math.max(1, d - 1)} September ${y}, 09:00`,
    '',
    `${x.last} will attend the premiere with the cast and present the film.`,
    o.trap ? `The film competes for the festival's Golden Lion and the Special Jury Prize.` : 'Tickets go on sale two weeks before the festival.',
  ];
};

/** A certificate of participation at a design week or art fair: a certificate, but for a showcase. */
export const participationCertificate: Gen = (x, o) => {
  const a = arts(x);
  const y = dateOf(o, 2019, 2024)[0];
  return [
    `${pick(o.r, ['MILAN DESIGN WEEK', 'ART BASEL', 'PARIS PHOTO', 'LONDON DESIGN FESTIVAL'])} ${y}`,
    'CERTIFICATE OF PARTICIPATION',
    'This certifies that',
    full(x),
    `exhibited the work "${a.works[o.n % a.works.length]}" in the ${pick(o.r, ['main exhibition', 'curated section', 'emerging artists section'])}, ${between(o.r, 4, 12)}–${between(o.r, 14, 20)} ${pick(o.r, ['April', 'June', 'September'])} ${y}.`,
    o.trap ? `The section is selected by an international jury from ${num(between(o.r, 800, 2000))} applications.` : '',
    `${someone(o.r)}, Exhibitions Director`,
  ].filter(Boolean);
};

export const exhibitionPhoto: Gen = (x, o) => {
  const a = arts(x);
  const y = dateOf(o, 2019, 2024)[0];
  return [nameOf(a.venues[o.n % a.venues.length]!), `${x.name}`, a.works[o.n % a.works.length]!, `EXHIBITION ${y}`, 'GALLERY 2 - WORKS EXHIBITED', 'ARCHIVAL PIGMENT PRINT, LENT BY THE ARTIST'];
};

// --- Commercial success -----------------------------------------------------

/** A box-office summary for the applicant's film. */
export const boxOffice: Gen = (x, o) => {
  const a = arts(x);
  const dom = between(o.r, 80, 300) * 100000;
  const intl = between(o.r, 150, 600) * 100000;
  return [
    `${a.works[o.n % a.works.length]} (${between(o.r, 2019, 2024)}) — Box Office Summary`,
    `Director: ${x.name}    Distributor: ${a.label || 'Northlight Pictures'}`,
    '',
    `Domestic gross: ${money(dom)}`,
    `International gross: ${money(intl)}`,
    `Worldwide gross: ${money(dom + intl)}`,
    `Opening weekend: ${money(Math.round(dom * 0.28))} (${num(between(o.r, 900, 2800))} theaters)`,
    `Widest release: ${num(between(o.r, 1800, 3200))} theaters; ${between(o.r, 6, 14)} weeks in release`,
    `Production budget: ${money(between(o.r, 3, 12) * 1000000)}`,
    o.trap ? `The film was nominated for the ${x.field.prizes[1]!.name} at the ${x.field.prizes[1]!.body}.` : 'Figures as reported by the distributor to the box-office tracking service.',
  ];
};

/** A sales certification (a certificate that records units sold, not an award). */
export const salesCertification: Gen = (x, o) => {
  const a = arts(x);
  const [y, m, d] = dateOf(o, 2019, 2024);
  const level = pick(o.r, ['Gold', 'Platinum', '2× Platinum']);
  return [
    'SALES CERTIFICATION',
    `${a.label || 'Record label'} — certification notice`,
    `Date certified: ${usDate(y, m, d)}`,
    '',
    `Artist: ${x.name}`,
    `Title: ${a.works[o.n % a.works.length]} (${pick(o.r, ['album', 'single'])})`,
    `Certification: ${level}`,
    `Units: ${level === 'Gold' ? '500,000' : level === 'Platinum' ? '1,000,000' : '2,000,000'} certified units (sales plus on-demand streams)`,
    `Release date: ${usDate(y - 1, between(o.r, 1, 12), between(o.r, 1, 28))}`,
    o.trap ? `This certificate is presented to ${x.name} in recognition of this achievement, audited by an independent accounting firm.` : 'Audited by an independent accounting firm.',
  ];
};

/** A streaming and royalty statement (the trap: royalties look like pay). */
export const streamingStatement: Gen = (x, o) => {
  const a = arts(x);
  const [y] = dateOf(o, 2022, 2024);
  return [
    `${a.label || 'Distributor'} — Streaming Performance Statement, ${y}`,
    `Artist: ${x.name}`,
    '',
    'TITLE\tSTREAMS\tLISTENERS',
    ...a.works.map((w) => `${w}\t${num(between(o.r, 20, 400) * 1000000)}\t${num(between(o.r, 1, 9) * 1000000)}`),
    '',
    `Monthly listeners (December ${y}): ${num(between(o.r, 2, 9) * 1000000)}`,
    `Peak chart position: No. ${between(o.r, 1, 12)} (national streaming chart)`,
    o.trap ? `Royalties credited to the artist this year: ${money(between(o.r, 3, 12) * 100000)}.` : 'Streams counted from licensed platforms only.',
  ];
};

/** A chart listing: position, weeks on chart. */
export const chartEntry: Gen = (x, o) => {
  const a = arts(x);
  const [y, m, d] = dateOf(o, 2019, 2024);
  const pos = between(o.r, 1, 9);
  return [
    `${x.field.key === 'classical' ? 'CLASSICAL ALBUMS CHART' : pick(o.r, ['NATIONAL ALBUMS CHART', 'TOP 200 ALBUMS'])} — Week of ${usDate(y, m, d)}`,
    '',
    `${pos}  ${a.works[o.n % a.works.length]} — ${x.name} (${a.label})    Last week: ${pos + between(o.r, 0, 4)}    Peak: ${pos}    Weeks on chart: ${between(o.r, 8, 60)}`,
    `${pos + 1}  ${pick(o.r, ['Evergreen', 'Late Summer', 'Parallel Lines'])} — ${someone(o.r)}`,
    `${pos + 2}  ${pick(o.r, ['Blue Hour', 'The Long Way', 'Static'])} — ${someone(o.r)}`,
    '',
    `Chart based on sales, downloads and streams tracked by the official chart company. Units this week for No. ${pos}: ${num(between(o.r, 15, 90) * 1000)}.`,
  ];
};

/** A tour settlement summary: shows, tickets sold, gross. */
export const tourSettlement: Gen = (x, o) => {
  const a = arts(x);
  const shows = between(o.r, 18, 60);
  const tickets = shows * between(o.r, 2800, 9000);
  return [
    `${x.name} — ${a.works[o.n % a.works.length]} Tour ${between(o.r, 2019, 2024)}`,
    'TOUR SETTLEMENT SUMMARY (prepared by the promoter)',
    '',
    `Shows: ${shows}    Countries: ${between(o.r, 4, 16)}`,
    `Tickets sold: ${num(tickets)}    Capacity sold: ${between(o.r, 88, 100)} percent`,
    `Gross ticket sales: ${money(tickets * between(o.r, 55, 140))}`,
    `Sold-out shows: ${between(o.r, 6, shows)} including ${a.venues[0]}`,
    o.trap ? `Artist guarantee: ${money(between(o.r, 40, 150) * 1000)} per show against 85 percent of net receipts.` : 'Figures reported to the industry box-office tracker.',
    `${someone(o.r)}, Tour Accountant`,
  ];
};

export const plaquePhoto: Gen = (x, o) => {
  const a = arts(x);
  return [`PRESENTED TO ${x.name}`, 'TO COMMEMORATE THE SALE OF', 'MORE THAN 1,000,000 COPIES', `OF THE ALBUM ${a.works[o.n % a.works.length]}`, `${a.label}`, 'CERTIFIED PLATINUM'];
};

/** Ratings for a televised concert or series. */
export const ratingsReport: Gen = (x, o) => {
  const a = arts(x);
  const [y, m, d] = dateOf(o, 2019, 2024);
  return [
    'Audience Ratings Report',
    `Programme: ${a.works[o.n % a.works.length]} — ${x.name} in Concert`,
    `Broadcast: ${usDate(y, m, d)}, 20:00, national network`,
    '',
    `Average audience: ${(between(o.r, 18, 80) / 10).toFixed(1)} million viewers`,
    `Share: ${between(o.r, 14, 35)} percent    Rank in time slot: 1`,
    `Streams in the following 7 days: ${num(between(o.r, 3, 12) * 100000)}`,
    'The programme was the most-watched arts broadcast of the year.',
  ];
};
