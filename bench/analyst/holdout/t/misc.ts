/** Held-out recommendation letters, CVs and documents that prove no criterion. */
import { Cap, first, lines, type T } from './util';

/** A peer abroad vouches for the applicant's standing (expert opinion). */
export const peerOpinion: T = (x, trap) =>
  lines(
    'UNIVERSITY OF CAPE TOWN · Department of Statistical Sciences',
    '12 October 2023',
    'U.S. Citizenship and Immigration Services',
    `Re: ${x.name}`,
    `I have never worked with ${x.addr} and know ${x.p.obj} through ${x.p.pos} publications. I am Professor of Biostatistics at the University of Cape Town and have directed the Southern African malaria modelling consortium since 2012.`,
    `In my opinion ${x.p.sub} is one of perhaps five people in the world whose forecasts health ministries actually use. ${Cap(x.p.pos)} model changed how my own group thinks about rainfall lags.`,
    trap && `I note that ${x.p.pos} work has been recognised with the Royal Society Africa Prize and reported by the BBC, and that ${x.p.sub} sits on the Wellcome Trust's funding committee.`,
    'I recommend without reservation that the petition be approved.',
    'Professor Thandiwe Mokoena',
  );

/** A former supervisor's letter in an informal, warm register. */
export const supervisorLetter: T = (x, trap) =>
  lines(
    'Indian Institute of Science, Bengaluru — Department of Electrical Communication Engineering',
    'To the Officer reviewing this petition,',
    `${x.name} did ${x.p.pos} doctorate with me between 2013 and 2018. In thirty years of teaching I have supervised forty PhD students; ${first(x)} is one of the two best.`,
    `What sets ${x.p.obj} apart is that ${x.p.sub} builds things people use. ${Cap(x.work)} is downloaded by students across India, and I see it cited in almost every thesis I examine.`,
    trap && `${Cap(x.p.pos)} current salary at ${x.org}, I understand, exceeds that of most full professors in the country.`,
    'I support this petition in the strongest terms.',
    'Prof. Venkatesh Rao, FNAE',
  );

/** A user-company executive's letter that praises the applicant (testimony, not a licence record). */
export const industryTestimonial: T = (x, trap) =>
  lines(
    'Banco Interamericano S.A. — Office of the Chief Risk Officer',
    'To Whom It May Concern:',
    `I am writing in support of ${x.name}'s petition. I have led fraud risk at three Latin American banks over twenty years and I consider ${x.p.obj} the most original engineer in our field in the region.`,
    `I have followed ${x.p.pos} talks and papers since 2019; ${x.p.pos} idea of scoring the graph of transfers in real time was, in my judgment, the step the whole industry had been waiting for.`,
    trap && `Our bank adopted ${x.work} in 2022 and our fraud losses fell by 38% in the first year.`,
    'Please do not hesitate to contact me. — Carolina Vidal, Chief Risk Officer',
  );

/** A curator writes in support of an artist. */
export const curatorLetter: T = (x, trap) =>
  lines(
    'Dear Sir or Madam,',
    `As Chief Curator of the Museo de Arte Moderno in Mexico City, I have followed ${x.name}'s work for a decade and write to support ${x.p.pos} petition as an artist of extraordinary ability.`,
    `Few painters of ${x.p.pos} generation have taken the history of Mexican natural dyes and made it speak to the present with such force. ${Cap(x.p.pos)} paintings hold their own next to those of Tamayo and Toledo.`,
    trap && `${Cap(x.p.pos)} solo exhibitions at kurimanzutto and the Museo Tamayo were both extended because of demand, and ${x.p.pos} paintings now sell for over USD 100,000 at auction.`,
    'Sincerely, Dr. Paula Castañeda, Chief Curator',
  );

/** A European academic CV with personal data. */
export const euroCV: T = (x, trap) =>
  lines(
    'CURRICULUM VITAE',
    `Personal data: ${x.name} · born 14 May 1987, Almaty · nationality: Kazakh · ${x.city}, ${x.country}`,
    'Education',
    '2010–2014 Dr. rer. nat., Universität Freiburg (summa cum laude)',
    '2008–2010 M.Sc. Chemistry, Nazarbayev University',
    'Professional experience',
    `since 2020 ${x.job}, ${x.org}`,
    '2014–2020 Postdoctoral researcher, Fraunhofer ISE, Freiburg',
    'Selected publications (46 in total, h-index 27)',
    `1. ${x.title}. ${x.venue} (2022).`,
    trap && 'Honours and memberships: Heinrich-Welker Medal (2023); Member, Young Academy of Europe; reviewer for Nature Energy.',
    'Languages: Kazakh, Russian, German, English',
  );

/** A one-page tech résumé. */
export const techResume: T = (x, trap) =>
  lines(
    x.name,
    `${x.city} · yusuf.demirci@proton.me · github.com/ydemirci`,
    'EXPERIENCE',
    `${x.org} — ${x.job} (2019–present): physics and animation core for five shipped titles (60M+ installs).`,
    'Kestane Games — Gameplay Programmer (2016–2019)',
    'OPEN SOURCE',
    `Author and maintainer of ${x.work} (14k GitHub stars).`,
    'SKILLS: C++20, Vulkan, Metal, SIMD, Rust',
    trap && 'TALKS & PRESS: GDC 2021 speaker; interviewed by Edge magazine (2022). JUDGE: Global Game Jam Istanbul 2020, 2022.',
    'EDUCATION: B.Sc. Computer Engineering, Boğaziçi University, 2016',
  );

/** An artist's CV listing shows (exhibition words everywhere; still a CV). */
export const artistCV: T = (x, trap) =>
  lines(
    `${x.name} — CV`,
    `Born 1986, Juchitán, Oaxaca. Lives and works in ${x.city}.`,
    'Solo exhibitions',
    '2023 Memoria del maíz, kurimanzutto, Mexico City',
    '2020 Tintes, Museo de Arte Contemporáneo de Oaxaca',
    'Group exhibitions',
    '2024 15th Havana Biennial',
    '2023 Tierra teñida, Museo Tamayo',
    trap && 'Awards: Premio de Pintura Rufino Tamayo (2021). Collections: Colección Jumex; Pérez Art Museum Miami.',
    'Education: Escuela de Bellas Artes de Oaxaca, 2008',
  );

/** An IELTS test report form. */
export const ieltsReport: T = (x) =>
  lines(
    'IELTS — Test Report Form — ACADEMIC',
    `Candidate: ${x.name.toUpperCase()} · Centre: IN512 · Test date: 08/OCT/2022`,
    'Listening 8.5 · Reading 8.0 · Writing 7.5 · Speaking 8.0 · Overall Band Score 8.0',
    'CEFR level: C1',
    'Validation: this TRF can be verified at ielts.org/verify.',
  );

/** A credential evaluation stating a foreign degree's US equivalent. */
export const credentialEval: T = (x) =>
  lines(
    'EDUCATIONAL CREDENTIAL EVALUATORS, INC. — Course-by-course report',
    `Prepared for: ${x.name} · ECE reference 2023-118406`,
    'Credential: Doktor der Naturwissenschaften (Dr. rer. nat.), Albert-Ludwigs-Universität Freiburg, 2014',
    'U.S. equivalency: Doctor of Philosophy degree in Chemistry from a regionally accredited institution',
    'This report is advisory and does not bind any institution or agency.',
  );

/** A conference hotel invoice (conference words; proves nothing). */
export const hotelInvoice: T = (x, trap) =>
  lines(
    'Hotel Oslo Plaza — INVOICE No. 2201874',
    `Guest: ${x.name} · Arrival 9 Dec 2022 · Departure 12 Dec 2022 · Room 1412`,
    'Accommodation 3 nights × NOK 2,150 · Breakfast included · City tax',
    'Total NOK 6,780.00 · Paid by Visa ****4410',
    trap && 'Booking reference: Halvorsen Prize ceremony guests (group rate).',
    'Thank you for staying with us.',
  );

/** A photographed national identity card. */
export const idCardPhoto: T = (x) => lines('REPUBLIC OF GHANA', 'ECOWAS IDENTITY CARD', `SURNAME: ${x.surname.toUpperCase()}`, `GIVEN NAMES: ${x.name.split(' ')[0]!.toUpperCase()}`, 'NATIONALITY: GHANAIAN', 'PERSONAL ID NO: GHA-712345678-3', 'DATE OF EXPIRY: 2031/04/02');

/** A visa appointment confirmation. */
export const visaAppointment: T = (x) =>
  lines(
    'U.S. Embassy Prague — Appointment Confirmation',
    `Applicant: ${x.name} · Visa class: O-1 · Confirmation no. 7F3A9C21`,
    'Date: 14 November 2023, 08:30 · Tržiště 15, 118 01 Praha 1',
    'Bring: passport, DS-160 confirmation page, I-797 approval notice, one photo 5×5 cm.',
  );
