/** More held-out templates, so each O-1A criterion has documents of its own rather than EB-1A's. */
import { Cap, first, lines, type T } from './util';

/** A podcast episode page with show notes about the applicant. */
export const podcastNotes: T = (x, trap) =>
  lines(
    'Risky Business — Episode 712',
    `Feature interview: ${x.name} on why smart cards are the last place post-quantum crypto will arrive`,
    'Published 3 August 2023 · 54 min · Listen on Apple Podcasts, Spotify or download MP3',
    `This week Patrick Gray is joined by ${x.name}, ${x.job} at ${x.org} in ${x.city}. ${Cap(x.p.sub)} explains how ${x.p.pos} team squeezed ${x.work} onto chips with 16 KB of RAM, and why side channels worry ${x.p.obj} more than quantum computers.`,
    trap && `Also discussed: ${first(x)}'s stint on the CHES programme committee and what reviewers look for.`,
    'Show notes and links below. This episode is sponsored by Thinkst Canary.',
  );

/** A broadcaster's web write-up of a TV news segment. */
export const tvSegment: T = (x, trap) =>
  lines(
    'CBC News · British Columbia',
    'Kamloops plant turns dead EV batteries into new lithium — at the temperature of a hot tub',
    'The National · Posted: Feb 21, 2023 6:00 AM PT · Last Updated: February 21',
    `Inside a warehouse on the edge of Kamloops, vats of grey powder bubble gently. The process was worked out by ${x.name}, a chemist who says the trick was to stop boiling things.`,
    `"Everybody was using sulphuric acid at 90 degrees," ${x.name} told CBC's Chantelle Bellrichard. "We use citric acid — the stuff in lemonade."`,
    trap && `${x.name}'s paper on the method has been cited more than 300 times and the company holds two patents on it.`,
    'WATCH | How battery recycling works (3:12)',
  );

/** A popular-science magazine profile, in translation. */
export const magazineProfile: T = (x, trap) =>
  lines(
    'Translated from Turkish — Bilim ve Teknik (TÜBİTAK popular science monthly), issue 668, July 2023, pp. 34–39',
    'The man who makes virtual jelly wobble',
    'Text: Zeynep Aksoy · Photos: Murat Kaya',
    `If a character's cape in a mobile game flaps convincingly, there is a fair chance the code behind it was written in Maslak by ${x.name}. ${Cap(x.p.pos)} library, ${x.work}, is used by thousands of developers worldwide.`,
    `We met ${x.p.obj} in the studio of ${x.org}, between a whiteboard of equations and a shelf of Lego Technic.`,
    trap && `${Cap(x.p.sub)} tells us, laughing, that ${x.p.sub} now earns more than the studio's founders.`,
  );

/** An external examiner appointment for a doctoral thesis. */
export const phdExaminer: T = (x, trap) =>
  lines(
    'Aalto University School of Electrical Engineering — Doctoral Programme',
    `Dear ${x.addr},`,
    'The Dean has appointed you pre-examiner of the doctoral dissertation of M.Sc. Ville Korhonen, "Low-resource speech recognition for Uralic languages". Pre-examiners assess whether the dissertation may be permitted for public defence.',
    'Please submit your written statement within two months; the statement must contain a clear recommendation. A fee of €500 will be paid.',
    trap && 'The candidate\'s work has already received the Finnish Speech Society\'s award for best student paper.',
    'Professor Mikko Kurimo, supervising professor',
  );

/** A publisher's certificate of reviewing ("certificate" and "recognition" words; it is reviewing). */
export const reviewerCertificate: T = (x, trap) =>
  lines(
    'Certificate of Reviewing',
    'Awarded since 2022',
    `In recognition of the review contributed to the journal Expert Systems with Applications by ${x.name}`,
    'Manuscripts reviewed in 2022: 6',
    'The Editors of Expert Systems with Applications',
    trap && 'Outstanding Reviewer status is granted to the top 10% of reviewers by number and quality of reviews.',
    'Elsevier',
  );

/** A bank's IT department confirms integrating the applicant's engine. */
export const bankAdoption: T = (x, trap) =>
  lines(
    'Cooperativa de Crédito Sicoob Norte — Diretoria de Tecnologia',
    'Declaration',
    `We declare that since April 2022 every PIX transfer initiated by our 1.9 million members is scored in real time by ${x.work}, designed by ${x.name}. Before adopting it we relied on rule lists that missed account-takeover rings.`,
    'In the twelve months after adoption, confirmed fraud fell from R$ 31 million to R$ 12 million while false declines halved. Two other cooperatives in our system adopted the engine on our recommendation.',
    trap && `${x.name} was interviewed about the project by Valor Econômico.`,
    'Porto Velho, 5 May 2023 — Director of Technology',
  );

/** A photo of a US patent's front page. */
export const usPatentPhoto: T = (x) => lines('UNITED STATES PATENT', 'US 11,613,792 B2', 'DATE OF PATENT: MAR. 28, 2023', 'LOW-TEMPERATURE ORGANIC ACID LEACHING OF LITHIUM-ION BATTERY BLACK MASS', `INVENTOR: ${x.name.toUpperCase()}, VANCOUVER (CA)`, 'ASSIGNEE: CIRCULITH INC.');

/** An IACR ePrint preprint landing page. */
export const eprintPage: T = (x, trap) =>
  lines(
    'Cryptology ePrint Archive — Paper 2023/1291',
    x.title,
    `${x.name}, Ondřej Kadlec, Miriam Schulz`,
    'Abstract: We present the first first-order masked implementation of a lattice signature scheme that fits in 16 KB of RAM on an ARM Cortex-M3 and resists 1 million-trace TVLA tests.',
    'Publication info: Published in IACR Transactions on Cryptographic Hardware and Embedded Systems 2024(1)',
    'Keywords: post-quantum, masking, side channels, smart cards',
    trap && 'This work received the CHES 2024 Best Paper Award.',
    'Version: 20230822:134455 (latest) · License: CC BY',
  );

/** A paper in conference proceedings, as laid out in the ACM template. */
export const proceedingsPaper: T = (x, trap) =>
  lines(
    x.title,
    `${x.name}\n${x.org}\n${x.city}, ${x.country}`,
    'ABSTRACT',
    'Instant payment systems leave milliseconds for a fraud decision. We describe features computed incrementally over the transfer graph and evaluate them on 2.3 billion transactions.',
    'CCS CONCEPTS • Computing methodologies → Machine learning; • Applied computing → Electronic commerce',
    `ACM Reference Format: ${x.name}. 2022. ${x.title}. In Proceedings of the 28th ACM SIGKDD Conference on Knowledge Discovery and Data Mining (KDD '22), August 14–18, 2022, Washington, DC, USA. ACM, New York, NY, USA, 10 pages.`,
    trap && 'Our system has been deployed at four banks and was covered in the national press.',
    '1 INTRODUCTION',
  );

/** A journal article's web landing page (ACS Publications layout). */
export const acsWebPage: T = (x, trap) =>
  lines(
    'ACS Publications — ACS Sustainable Chemistry & Engineering',
    'Research Article · October 11, 2021',
    x.title,
    `${x.name}*, Hannah Whitford, Diego Paredes`,
    'Cite this: ACS Sustainable Chem. Eng. 2021, 9, 42, 14201–14210 · Publication Date: October 11, 2021 · https://doi.org/10.1021/acssuschemeng.1c04410',
    'Article Views 4,812 · Altmetric 39 · Citations 87',
    'Abstract: Hydrometallurgical recycling usually relies on hot mineral acids. Here we show that citric acid with hydrogen peroxide at 60 °C dissolves...',
    trap && 'Supporting Information: the plant economics, including projected revenue per tonne.',
  );

/** A laboratory's website team page naming the applicant as head. */
export const labPage: T = (x, trap) =>
  lines(
    'Reef Genomics Lab — Tropical Marine Science Institute, NUS',
    'People',
    `Principal Investigator: ${x.name}. ${x.addr} founded the lab in 2019 and directs its research programme, its eight staff and the partnership with Singapore's National Parks Board that selects corals for the Sisters' Islands restoration nursery.`,
    'Research fellows: Li Wei Ng, Hamid Rahimi · PhD students: Priscilla Tan, Joel Ong, Nur Aisyah',
    trap && `News: ${first(x)} was elected to the Singapore National Academy of Science's Young Scientists roll in 2022.`,
    'Join us: we are hiring a bioinformatician.',
  );

/** An Indian HR certificate of employment that stresses the role. */
export const hrVerification: T = (x, trap) =>
  lines(
    `${x.org} · 4th Floor, Embassy Golf Links, Bengaluru 560071`,
    'TO WHOMSOEVER IT MAY CONCERN',
    `This is to certify that ${x.name} (Emp. Code VL-0031) is working with us since 15 July 2018, currently as ${x.job}.`,
    `${Cap(x.p.sub)} heads our Speech group of 17 engineers and is the technical owner of ${x.work}, which carries the voice products our three largest customers pay for.`,
    trap && `${Cap(x.p.sub)} received our Founders' Award in 2021 and the Nasscom AI Gamechangers award in 2022.`,
    'This certificate is issued at the request of the employee. For Vaani Labs Pvt. Ltd., Head – People & Culture',
  );

/** An extract from a commercial register showing the applicant as statutory director. */
export const registerExtract: T = (x, trap) =>
  lines(
    'EXTRACT FROM THE COMMERCIAL REGISTER kept by the Municipal Court in Prague, Section C, File 298113 (translation)',
    `Business name: ${x.org}`,
    'Date of registration: 4 April 2019 · Registered office: Karlín, Praha 8',
    'Object of business: research and development in natural and technical sciences; production of software',
    `Statutory body — Executive director: ${x.name}, date of birth 2 February 1985; term of office from 4 April 2019`,
    'Manner of acting: the executive director acts on behalf of the company alone.',
    trap && 'Share capital: CZK 200,000, paid in full. Shareholder: ' + x.name + ' (35%).',
  );

/** A Czech employer's certificate of taxable income (translation). */
export const taxCertificate: T = (x) =>
  lines(
    'CERTIFICATE OF TAXABLE INCOME FROM DEPENDENT ACTIVITY — tax period 2022 (translation of form 25 5460)',
    `Employer: ${x.org}, ID No. 08154432`,
    `Employee: ${x.name}`,
    'Row 1 — Gross income paid: CZK 4,680,000',
    'Row 6 — Advance tax withheld: CZK 1,021,440',
    'The national average gross wage in 2022 was CZK 40,353 per month (Czech Statistical Office).',
  );

/** An offer email from a foreign studio with the pay package. */
export const offerEmail: T = (x, trap) =>
  lines(
    'From: talent@riotgames.com',
    `Subject: Your offer — Principal Engine Programmer, Los Angeles`,
    `Hi ${first(x)},`,
    `Following your conversations with the engine team, we're excited to offer you the position of Principal Engine Programmer. Your package:`,
    '• Base salary: USD 265,000 per year',
    '• Sign-on bonus: USD 40,000',
    '• Equity: 3,200 RSUs vesting over four years',
    trap && `The team was particularly impressed by ${x.work}, which several of our engineers already use.`,
    'The offer is open until 30 June. — Dana, Technical Recruiting',
  );
