/**
 * UK Global Talent, digital technology and arts: Kwabena Asante-Mensah, a Ghanaian engineer who maintains an
 * open-source geocoder for informal addresses; and Lucía Ferreyra Aldao, an Argentine puppeteer and theatre maker.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const kam = forApplicant('UK_GLOBAL_TALENT', 'Kwabena Asante-Mensah');
const lfa = forApplicant('UK_GLOBAL_TALENT', 'Lucía Ferreyra Aldao');

const TECH: H4Doc[] = [
  kam({
    category: 'uk_cv',
    format: 'pdf',
    fileName: 'KAM_resume_2025.pdf',
    facts: { kind: 'cv', title: ['Kwabena Asante-Mensah'], subject: ['Kwabena Asante-Mensah', 'Asante-Mensah'], isApplicant: true, role: 'subject' },
    p: [
      'KWABENA ASANTE-MENSAH · Accra, Ghana · github.com/kasante · kwabena@kasa-geo.example',
      'Software engineer. Creator and lead maintainer of Kasa, an open-source geocoder for places without street addresses.',
      'Experience: Founder and lead engineer, Kasa Geo (2020-present): built the Kasa geocoder and its address-matching models; 14 releases; 9 regular contributors. Senior backend engineer, Oyarifa Logistics, Accra (2016-2020): routing for 1,100 delivery riders.',
      'Education: BSc Computer Science, Kwame Nkrumah University of Science and Technology (2015).',
      'Talks: State of the Map Africa (2022, 2024); FOSS4G (2023).',
      'Recognition: Kasa featured in Rest of World (2024).',
    ],
  }),
  kam({
    category: 'uk_recommendation_letters',
    format: 'docx',
    fileName: 'letter_Pemberton.docx',
    facts: { kind: 'recommendation_letter', title: ['recommendation', 'Asante-Mensah'], subject: ['Kwabena Asante-Mensah', 'Asante-Mensah'], isApplicant: true, role: 'subject', issuer: ['Fenwick Pemberton', 'Pemberton', 'Parcelwise'], date: '2025-01-22' },
    p: [
      'PARCELWISE LTD\n4th Floor, 11 Leonard Street, London EC2A 4AQ',
      '22 January 2025',
      'Letter of recommendation: Kwabena Asante-Mensah',
      'I am Chief Technology Officer of Parcelwise, a London company that plans last-mile deliveries for retailers in twelve countries. I have known Mr Asante-Mensah\'s work since 2022, when we began to use his open-source geocoder, Kasa, for our deliveries in Ghana, Kenya and Nigeria. We have never employed him or paid him.',
      'Kasa solved a problem our own team had failed at for two years: turning descriptions such as "behind the Total filling station, blue gate" into a point a rider can navigate to. With it our failed first-time deliveries in Accra fell from 19 percent to 7 percent.',
      'He is, in my view, one of the most talented geospatial engineers of his generation, and the UK would gain from having him here.',
      'Fenwick Pemberton\nChief Technology Officer',
    ],
  }),
  kam({
    category: 'uk_patents_contributions',
    format: 'txt',
    fileName: 'kasa_usage_stats.txt',
    facts: { kind: 'other', title: ['Kasa', 'usage'], subject: ['Kasa', 'Kasa Geo', 'Kwabena Asante-Mensah'], role: ['subject', 'none'], issuer: ['Kasa Geo', 'GitHub'], date: '2025-01-31', figures: ['2,700', '3.4 million', '23'] },
    p: [
      'Kasa geocoder - project statistics - generated 2025-01-31 from GitHub, PyPI and the public API logs',
      'Repository: github.com/kasa-geo/kasa (Apache-2.0) - maintainer: Kwabena Asante-Mensah',
      'GitHub stars: 2,700 - forks: 412 - contributors: 58 (9 with more than 20 merged pull requests)',
      'PyPI downloads, last 12 months: 3.4 million',
      'Known production users (self-reported in ADOPTERS.md): 23 organisations, including Parcelwise (UK), the digital address team of a national postal service, two Kenyan ride-hailing firms and the humanitarian mapping group MapAid',
      'Requests to the free public API in January 2025: 11.2 million',
    ],
  }),
  kam({
    category: 'uk_media_recognition',
    format: 'pdf',
    fileName: 'RestOfWorld_feature.pdf',
    facts: { kind: 'press_article', title: ['blue gate', 'geocoder'], subject: ['Kwabena Asante-Mensah', 'Asante-Mensah'], isApplicant: true, role: 'subject', issuer: ['Rest of World'], date: '2024-07-15' },
    p: [
      'REST OF WORLD · July 15, 2024 · Infrastructure',
      '"Behind the blue gate": the Ghanaian engineer teaching maps to read directions',
      'By Efua Quaynor-Brandt',
      'Most of the world\'s delivery apps assume a house number. In Accra, Lagos and Nairobi, millions of homes do not have one. Kwabena Asante-Mensah, a 32-year-old engineer from Kumasi, built the open-source geocoder Kasa to deal with that.',
      'Kasa takes the landmark directions people actually give and returns coordinates. It learns from each completed delivery, so the more riders use it, the better it gets. Since its first release in 2021, it has been taken up by delivery companies, a national postal service and humanitarian mappers.',
      '"We stopped trying to make people speak like the map," Asante-Mensah said. "We made the map listen."',
    ],
  }),
  kam({
    category: 'other',
    format: 'txt',
    fileName: 'press_coverage_NAR.txt',
    judgement: "An article about the UK's national address register in which he is quoted as an outside expert: not media recognition of his work",
    facts: { kind: ['press_article', 'other'], title: ['address register'], subject: ['national address register', 'address register'], isApplicant: false, role: 'quoted', issuer: ['Computer Weekly'], date: '2024-10-02' },
    p: [
      'Computer Weekly | Public sector IT | 2 October 2024',
      'Government opens consultation on a free national address register',
      'By Rhys Whitmore',
      'The government has opened a twelve-week consultation on making the UK\'s master address data free to use, a change that open-data campaigners have sought for more than a decade.',
      'Under the proposal the register would be published under an open licence from 2026, and the fees now paid by councils and businesses would be replaced by central funding.',
      '"Free address data is the cheapest infrastructure a government can build," said Kwabena Asante-Mensah, the Ghanaian engineer behind the open-source Kasa geocoder, who has followed the debate. "Every app downstream gets better."',
      'The consultation closes on 24 December.',
    ],
  }),
  kam({
    category: 'other',
    format: 'pdf',
    fileName: 'AWS_certificate.pdf',
    judgement: 'A certificate of completion of a short online course: completion is not an award or recognition',
    facts: { kind: 'other', title: ['Spatial Data Engineering', 'completion'], subject: ['Kwabena Asante-Mensah', 'Asante-Mensah'], isApplicant: true, role: ['attendee', 'subject'], issuer: ['Geodata Academy'], date: '2023-03-09', figures: ['30'] },
    p: [
      'GEODATA ACADEMY · online professional courses · Certificate ID GA-SDE-23-55812',
      'CERTIFICATE OF COMPLETION',
      'Kwabena Asante-Mensah',
      'has completed the self-paced course "Spatial Data Engineering at Scale" (estimated 30 hours of study), including its four graded quizzes.',
      'Issued 9 March 2023. This certificate confirms completion only; it is not an accredited qualification.',
      'Dr. Ilse Marquardt, Academic Director',
    ],
  }),
];

const ARTS: H4Doc[] = [
  lfa({
    category: 'uk_awards',
    format: 'pdf',
    fileName: 'premio_HiloDeOro_2023.pdf',
    facts: { kind: 'award', title: ['Premio Hilo de Oro'], subject: ['Lucía Ferreyra Aldao', 'Ferreyra Aldao'], isApplicant: true, role: 'subject', issuer: ['Fundación Títere Austral', 'Títere Austral'], date: '2023-11-30', figures: ['ARS 2,000,000', '86'] },
    p: [
      'FUNDACIÓN TÍTERE AUSTRAL · Av. Corrientes 2038, C1045 Buenos Aires, Argentina',
      'Buenos Aires, 30 November 2023',
      'Ms Lucía Ferreyra Aldao\nCompañía Hilván, Buenos Aires',
      'Dear Lucía,',
      'The jury of the Premio Hilo de Oro 2023, the Foundation\'s national prize for puppet and object theatre, has chosen your production "La casa de las tijeras" as the best new work of the year, from 86 productions that premiered in Argentina between September 2022 and August 2023.',
      'The jury, three theatre critics and two puppeteers from outside Buenos Aires, wrote: "a work of paper and scissors that cuts straight to the question of who is allowed to make a home."',
      'The prize carries ARS 2,000,000 and a two-week residency at the Foundation\'s workshop.',
      'With admiration,\nMarta Quiroga Lenz\nPresident',
    ],
  }),
  lfa({
    category: 'uk_media_recognition',
    format: 'txt',
    fileName: 'the_stage_review.txt',
    facts: { kind: 'press_article', title: ['La casa de las tijeras', 'review'], subject: ['La casa de las tijeras', 'Lucía Ferreyra Aldao', 'Ferreyra Aldao'], role: 'subject', issuer: ['The Stage'], date: '2024-08-14' },
    p: [
      'The Stage | Reviews | Edinburgh | 14 August 2024',
      'La casa de las tijeras review: paper puppets with a razor edge',
      'Four stars',
      'By Morag Lennox-Patel',
      'Lucía Ferreyra Aldao cuts her puppets from sheets of newspaper in front of us, and then lets them live for barely a scene before the next edition arrives. The Argentine maker\'s hour-long show, performed in Spanish with English projected on the paper itself, is about eviction, and it finds in a pair of scissors both a weapon and a tool for building.',
      'Ferreyra Aldao performs alone, with a live cellist. Her hands are extraordinary: a folded obituary page becomes a grandmother who gets up, puts the kettle on and sits back down to die. It is the most inventive puppetry at this year\'s Fringe.',
    ],
  }),
  lfa({
    category: 'other',
    format: 'docx',
    fileName: 'Total_Theatre_award_2024.docx',
    judgement: 'A longlist for an award: not a win, and the award went to others',
    facts: { kind: ['shortlist', 'other'], title: ['longlist', 'Figure Theatre'], subject: ['Lucía Ferreyra Aldao', 'Ferreyra Aldao', 'La casa de las tijeras'], isApplicant: true, role: ['nominee', 'subject'], issuer: ['Northern Figure Theatre Trust'], date: '2024-08-09', figures: ['12'] },
    p: [
      'Northern Figure Theatre Trust\nAwards for Figure Theatre at the Edinburgh Fringe 2024',
      'Press notice, 9 August 2024',
      'The Trust\'s assessors have seen more than 140 puppetry and object-theatre shows at this year\'s Fringe. The longlist of 12 for the Award for Figure Theatre is:',
      'Bell Jar (Marionetas del Sur)\nThe Drowned Orchard (Tin Lantern)\nLa casa de las tijeras (Compañía Hilván / Lucía Ferreyra Aldao)\nMoth Parliament (Scrap & Sinew)\n... and eight others listed on the Trust\'s website.',
      'A shortlist of four will be announced on 16 August and the winner at the Trust\'s reception on 23 August.',
      'Enquiries: awards@nftt.example',
    ],
  }),
  lfa({
    category: 'uk_recommendation_letters',
    format: 'docx',
    fileName: 'carta_Hilvan.docx',
    judgement: "A letter from her own company's co-artistic director: not independent, but still one of her letters",
    facts: { kind: 'recommendation_letter', title: ['Ferreyra Aldao', 'Echeverría'], subject: ['Lucía Ferreyra Aldao', 'Ferreyra Aldao'], isApplicant: true, role: 'subject', issuer: ['Compañía Hilván', 'Tomás Echeverría Vidal'], date: '2025-01-10' },
    p: [
      'COMPAÑÍA HILVÁN - Teatro de títeres y objetos\nHumahuaca 4120, Almagro, Buenos Aires',
      '10 January 2025',
      'To the Arts Council England assessors',
      'I co-founded Compañía Hilván with Lucía Ferreyra Aldao in 2014 and we have run it together since, as its two artistic directors. I am therefore not an independent witness, and I write only about what I have seen at first hand.',
      'Lucía conceived, built and performs "La casa de las tijeras". She has taken our company from a garage in Almagro to the Edinburgh Fringe, Charleville-Mézières and the Santiago a Mil festival. She is the reason programmers call us.',
      'Tomás Echeverría Vidal\nCo-Artistic Director',
    ],
  }),
  lfa({
    category: 'uk_recommendation_letters',
    format: 'pdf',
    fileName: 'NFTF_director_letter.pdf',
    facts: { kind: 'recommendation_letter', title: ['Ferreyra Aldao', 'Bradshaw-Ince'], subject: ['Lucía Ferreyra Aldao', 'Ferreyra Aldao'], isApplicant: true, role: 'subject', issuer: ['Norwich Figure Theatre Festival', 'Eleanor Bradshaw-Ince'], date: '2025-01-17' },
    p: [
      'NORWICH FIGURE THEATRE FESTIVAL · The Old Granary, 9 Fishergate, Norwich NR3 1SE · Registered charity 1109874',
      '17 January 2025',
      'To the Arts Council England assessors: Lucía Ferreyra Aldao',
      'I have directed the Norwich Figure Theatre Festival, one of the UK\'s three international puppetry festivals, since 2016. I first saw Ms Ferreyra Aldao\'s work in Charleville-Mézières in 2019 and programmed her in Norwich in 2022 and 2024. She has never worked for the festival other than as an invited artist.',
      'Her paper puppetry is unlike anything made in Britain. British companies now ask her for masterclasses, and she has led two for us. She would strengthen the field here.',
      'Eleanor Bradshaw-Ince\nFestival Director',
    ],
  }),
];

export const UK: H4Doc[] = [...TECH, ...ARTS];
