/**
 * holdout18, EB-1C: Jelena Vujošević (Montenegro; 'VUJOSEVIC' on forms), Executive Director of a yacht refit and
 * crew-management company in Kotor, moving to its Annapolis subsidiary as President. Never tuned on; see README.md.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-1C', 'Jelena Vujošević');

export const EB1C: H4Doc[] = [
  doc({
    category: 'eb1c_managerial_abroad',
    format: 'pdf',
    fileName: 'Potvrda_o_zaposlenju_prevod.pdf',
    facts: { kind: ['employment_letter', 'experience_letter'], subject: ['Jelena Vujošević', 'Vujosevic'], isApplicant: true, role: 'subject', issuer: ['Boka Nautika d.o.o.', 'Boka Nautika'], date: '2025-03-03', figures: ['46'] },
    p: [
      'BOKA NAUTIKA d.o.o. - Kotor, Crna Gora / Montenegro',
      'POTVRDA O ZAPOSLENJU / CERTIFICATE OF EMPLOYMENT',
      'Broj / No. 118/25 | Kotor, 03.03.2025.',
      'Potvrđuje se da je Jelena Vujošević zaposlena u društvu od 2014. godine, a od 1. 2. 2019. na radnom mjestu izvršne direktorice.',
      'This certifies that Jelena Vujošević has been employed by the company since 2014 and since 1 February 2019 as its Executive Director. She reports to the Board of Directors, directs the refit yard, the crew-management division and the finance office through their three heads, and sets the budget and the prices. The company has 46 employees.',
      'Predsjednik Odbora direktora / Chairman of the Board: Vuk Radonjić',
      'Translated from Montenegrin by Ana Perović, court interpreter, Podgorica. I certify the translation is complete and accurate.',
    ],
  }),
  doc({
    category: 'eb1c_qualifying_relationship',
    format: 'pdf',
    fileName: 'IMG_4402.pdf',
    facts: { kind: 'other', subject: ['Boka Nautika USA, Inc.', 'Boka Nautika USA', 'Boka Nautika d.o.o.'], isApplicant: false, role: 'none', issuer: ['Boka Nautika USA, Inc.', 'Boka Nautika USA'], date: '2022-05-09', figures: ['1,000'] },
    p: [
      'BOKA NAUTIKA USA, INC.',
      'INCORPORATED UNDER THE LAWS OF\nTHE STATE OF MARYLAND',
      'Certificate No. 1 1,000 Shares\nCommon Stock, par value $0.01',
      'THIS CERTIFIES THAT\nBOKA NAUTIKA d.o.o., Kotor, Montenegro\nis the owner of ONE THOUSAND (1,000)\nfully paid shares, being all the issued\nshares of the Corporation.',
      'Dated: May 9, 2022',
      '______________ ______________\nPresident Secretary',
    ],
  }),
  doc({
    category: 'eb1c_us_business',
    format: 'pdf',
    fileName: 'INV-2024-0193.pdf',
    facts: { kind: ['other', 'sales_report', 'pay_record'], subject: ['Boka Nautika USA, Inc.', 'Boka Nautika USA'], isApplicant: false, role: 'none', issuer: ['Boka Nautika USA, Inc.', 'Boka Nautika USA'], date: '2024-10-31', figures: ['$86,412.50'] },
    p: [
      'BOKA NAUTIKA USA, INC. - 212 Severn Avenue, Annapolis, MD 21403 - EIN 88-4417203',
      'INVOICE INV-2024-0193 | Date: October 31, 2024 | Terms: net 30',
      'Bill to: Halyard Charters LLC, St. Michaels, Maryland - Vessel: S/Y Bluefin Reach (62 ft)',
      'Description | Hours | Amount\nWinter refit: rigging replacement | 212 | $31,800.00\nTeak deck repair | 140 | $19,600.00\nEngine service (subcontracted) | - | $22,140.00\nCrew placement fee: captain, season 2025 | - | $12,872.50\nTOTAL DUE | | $86,412.50',
      'Invoices issued by Boka Nautika USA in 2024 to date: 57.',
    ],
  }),
  doc({
    category: 'eb1c_us_position',
    format: 'docx',
    fileName: 'US_org_chart_and_duties.docx',
    facts: { kind: ['employment_letter', 'other'], subject: ['Jelena Vujošević', 'Vujosevic'], isApplicant: true, role: 'subject', issuer: ['Boka Nautika USA, Inc.', 'Boka Nautika USA'], date: '2025-02-14', figures: ['19'] },
    p: [
      'BOKA NAUTIKA USA, INC. - POSITION DESCRIPTION AND ORGANISATION',
      'February 14, 2025',
      'Position: President (offered to Jelena Vujošević) | Reports to: Board of Directors of the parent, Boka Nautika d.o.o.',
      'Reporting to the President | Staff under them\nYard Manager (R. Callahan) | 11 technicians\nCrew Services Manager (T. Bergeron) | 3 coordinators\nController (M. Quintal) | 1 bookkeeper',
      'Duties of the President: sets the company\'s goals, budget and prices; hires and dismisses the three managers; approves contracts over $25,000; reports quarterly to the parent\'s board. The President does not perform the refit or crew work.',
      'Total employees: 19.',
      'Approved by the Board of Directors of Boka Nautika d.o.o.',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Vujosevic_featured_exhibitor_boat_show.txt',
    judgement: 'A boat show\'s exhibitor list: the subsidiary is one of 318 paying exhibitors; nothing about her role or the company\'s business.',
    facts: { kind: ['event_programme', 'other'], role: ['none', 'attendee'], issuer: ['Severn River In-Water Boat Show'], date: '2024-10' },
    p: [
      'Severn River In-Water Boat Show | Tickets | Exhibitors | Map | Seminars | Contact',
      'Exhibitor directory - October 2024 - 318 exhibitors',
      'Booth | Exhibitor | Category\nD-14 | Bay Canvas Works | Canvas and covers\nD-15 | Blue Water Electronics | Navigation\nD-16 | Boka Nautika USA, Inc. | Refit and crew services\nD-17 | Brightwork Brothers | Varnish and teak\nD-18 | Cordell Sails | Sails',
      'Booths are sold first come, first served. Showing 61-65 of 318.',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'Vujosevic_Annapolis_press_feature.docx',
    judgement: 'A story on a dredging permit at the city harbour; she is quoted as one of several business owners. It is not about her managerial work.',
    facts: { kind: 'press_article', subject: ['Annapolis Harbor Commission', 'Harbor Commission'], isApplicant: false, role: 'quoted', issuer: ['Severn Shore Sentinel'], date: '2025-01-22' },
    p: [
      'SEVERN SHORE SENTINEL',
      'Harbor Commission delays Spa Creek dredging to 2026',
      'January 22, 2025 | By Cordelia Tolbert',
      'The Annapolis Harbor Commission voted 4-3 on Tuesday to push the dredging of Spa Creek back a year while it waits for a state permit.',
      'Boatyards say the shallow channel already turns away deep-keeled yachts. "We lost two refits this winter because the boats could not reach us," said Jelena Vujosevic, who runs a refit yard on Severn Avenue.',
      'The commission will revisit the schedule in May.',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'Uvjerenje_o_nekaznjavanju.pdf',
    judgement: 'A translated police clearance certificate: a document of her immigration case, evidence of none of the EB-1C requirements.',
    facts: { kind: ['identity', 'other'], subject: ['VUJOŠEVIĆ JELENA', 'Vujosevic'], isApplicant: true, role: 'subject', issuer: ['Ministry of Justice', 'Ministarstvo pravde'], date: '2025-02-26' },
    p: [
      'CRNA GORA - MINISTARSTVO PRAVDE / MONTENEGRO - MINISTRY OF JUSTICE',
      'UVJERENJE O NEKAŽNJAVANJU / CERTIFICATE OF NO CRIMINAL RECORD',
      'Broj / No. 05-3-1146/25 | Podgorica, 26.02.2025.',
      'Na osnovu kaznene evidencije, potvrđuje se da VUJOŠEVIĆ JELENA, rođena 11. 6. 1983. u Kotoru, nije osuđivana.',
      'On the basis of the criminal records, it is certified that VUJOSEVIC JELENA, born 11 June 1983 in Kotor, has no criminal convictions.',
      'Translated from Montenegrin by Ana Perović, court interpreter.',
    ],
  }),
];
