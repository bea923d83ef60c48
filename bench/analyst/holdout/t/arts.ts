/** Held-out exhibitions and commercial-success records (EB-1A only): galleries, festivals, royalties, auctions. */
import { Cap, lines, type T } from './util';

/** A gallery's press release announcing a solo show (reads like press; it is the exhibition). */
export const galleryRelease: T = (x, trap) =>
  lines(
    'GALERÍA KURIMANZUTTO',
    'Press release',
    `${x.name}: ${x.title}`,
    '15 April – 3 June 2023 · Gob. Rafael Rebollar 94, San Miguel Chapultepec, Mexico City',
    'Opening: Saturday 15 April, 12–4 pm',
    `kurimanzutto is pleased to present ${x.title}, ${x.name}'s first solo exhibition with the gallery. The show brings together fourteen new paintings made in ${x.city} over two years, in ${x.work}.`,
    trap && `${Cap(x.p.pos)} work was the subject of a profile in Artforum last spring and won the Premio de Pintura Rufino Tamayo in 2021.`,
    'For press enquiries contact prensa@kurimanzutto.com',
  );

/** A biennial's list of participating artists. */
export const biennialArtists: T = (x, trap) =>
  lines(
    '15th Havana Biennial — Participating artists',
    'Curated by Nelida Ruiz · Venues: Wifredo Lam Contemporary Art Centre, Morro-Cabaña fortress',
    'Tania Bruguera (Cuba)',
    'Abel Barroso (Cuba)',
    `${x.name} (${x.country}) — site-specific mural, Morro-Cabaña, Sala 4`,
    'Oscar Murillo (Colombia)',
    'November 2024 – February 2025',
    trap && 'The Biennial\'s international jury will present the Wifredo Lam Prize at the closing.',
  );

/** A museum's loan agreement for a work shown in an exhibition. */
export const loanAgreement: T = (x, trap) =>
  lines(
    'MUSEO TAMAYO ARTE CONTEMPORÁNEO — Incoming Loan Agreement',
    `Lender: ${x.name}`,
    `Object: ${x.title}, 2022, cochineal and indigo on linen, 240 × 410 cm`,
    'Exhibition: "Tierra teñida: colour and labour in Mexican art", Museo Tamayo, Mexico City, 9 September 2023 – 14 January 2024',
    'The Museum insures the object nail-to-nail for MXN 2,600,000 and will credit it on the wall label as "Courtesy of the artist".',
    trap && 'The insurance value reflects the price of the artist\'s most recent sale.',
    'Signed for the Museum: Registrar · Signed by the Lender',
  );

/** A film festival's programme page for the applicant's documentary. */
export const festivalProgramme: T = (x, trap) =>
  lines(
    'DOK.fest München 2022 — Programme',
    `${x.title} (The Salt Village)`,
    `Romania 2021 · 94 min · Romanian with English subtitles · Director: ${x.name}`,
    'Section: DOK.international — Main Competition',
    'Screenings: Fri 6 May 19:30 Filmmuseum · Sun 8 May 14:00 HFF Audimax · Online 9–22 May',
    'In a village that lives from a dying salt mine, three generations argue over whether to stay.',
    trap && 'In competition for the VIKTOR main award (€10,000). The director will attend for a Q&A after both screenings.',
  );

/** A photo of a concert poster naming the applicant as headliner. */
export const posterPhoto: T = (x) => lines('FLOW FESTIVAL 2023', 'SUVILAHTI HELSINKI', '11-13 AUGUST', 'SATURDAY - BALLOON 360 STAGE', x.name.toUpperCase(), 'LIVE A/V SHOW: KAAMOS');

/** A comic fair's guest exhibition page. */
export const fairExhibition: T = (x, trap) =>
  lines(
    'Angoulême International Comics Festival 2024',
    'Exhibitions',
    `"Lanterns at Low Tide": the art of ${x.name}`,
    'Hôtel Saint-Simon · 25–28 January 2024',
    `Some 80 original pages and ink studies from ${x.work}, shown in Europe for the first time, with the artist's sketchbooks from the Seto Inland Sea.`,
    trap && 'Over one million copies of the series have been sold in Japan.',
  );

/** A streaming distributor's royalty statement. */
export const royaltyStatement: T = (x, trap) =>
  lines(
    'DistroKid — Royalty Statement',
    `Artist: ${x.name} · Label: ${x.org} · Period: 1 January – 31 December 2022`,
    'Store | Streams | Earnings (USD)',
    'Spotify | 61,402,118 | 198,400.12',
    'Apple Music | 9,870,411 | 61,395.77',
    'YouTube Music | 7,114,020 | 14,228.04',
    'Total | 78,386,549 | 274,023.93',
    trap && `Top track: "Revontulet" (from ${x.work}), featured on Spotify's editorial playlist "mint" and in a Pitchfork review.`,
  );

/** A gold-record certification from a national industry body ("award" wording; it proves sales). */
export const goldCertification: T = (x, trap) =>
  lines(
    'IFPI FINLAND — MUSIIKKITUOTTAJAT',
    'Certification',
    `Artist: ${x.name} · Title: Kaamos (album) · Label: ${x.org}`,
    'Level: Platinum (certified 20,000 units; streams converted at 1,500 streams = 1 unit)',
    'Date of certification: 14 March 2023',
    'The official Finnish album chart: peak position 2, 31 weeks on chart.',
    trap && 'A framed platinum disc award will be presented to the artist at Emma Gaala.',
  );

/** A national film centre's admissions report. */
export const admissionsReport: T = (x, trap) =>
  lines(
    'CENTRUL NAȚIONAL AL CINEMATOGRAFIEI — Cinema admissions, 2022 (extract)',
    'Rank | Title | Distributor | Admissions | Gross (RON)',
    '1 | Top Gun: Maverick | Forum Film | 512,300 | 15,880,000',
    '14 | ' + `${x.title} (dir. ${x.name})` + ' | Bad Unicorn | 61,874 | 1,362,000',
    'The highest-grossing Romanian documentary of the year and the third-highest since 2007.',
    trap && 'The film premiered at the Astra Film Festival, where it was shown in the Romanian competition.',
  );

/** A publisher's royalty account for a graphic novel. */
export const publisherRoyalties: T = (x, trap) =>
  lines(
    'Kōbunsha Press — Author Royalty Account',
    `Author: ${x.name} · Title: ${x.title}, vols. 1–3`,
    'Period: 1 July – 31 December 2023',
    'Copies sold this period: 214,560 (Japan), 38,900 (English), 12,410 (French)',
    'Life-to-date copies sold: 1,240,000 · Reprints this period: 6',
    'Royalties earned this period: JPY 41,820,000',
    trap && 'The series was exhibited at the Kyoto International Manga Museum.',
  );

/** Auction results for the applicant's paintings. */
export const auctionResults: T = (x, trap) =>
  lines(
    'Christie\'s — Latin American Art, New York, 17 November 2022 — Results',
    `Lot 112 · ${x.name} (b. 1986) · Milpa en ruinas, 2019 · Estimate USD 40,000–60,000 · Sold for USD 151,200`,
    `Lot 113 · ${x.name} · Semilla, 2020 · Estimate USD 30,000–50,000 · Sold for USD 113,400`,
    'Prices include buyer\'s premium. Sell-through rate for the sale: 91% by lot.',
    trap && 'Provenance: exhibited at Museo de Arte Contemporáneo de Oaxaca, 2020.',
  );
