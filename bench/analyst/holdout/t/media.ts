/** Held-out press coverage and judging records, from many kinds of outlets and organisers. */
import { first, lines, type T } from './util';

/** A trade magazine's Q&A with the applicant; the trap quotes a prize win. */
export const tradeQA: T = (x, trap) =>
  lines(
    'WINDPOWER MONTHLY',
    `Five questions for ${x.name}`,
    `Interview by Sigrid Holm | 11 April 2023 | Turbine Technology`,
    `${x.name} has spent a decade at ${x.org} teaching turbines to feel the wind before it arrives. We asked ${x.p.obj} where ${x.field} goes next.`,
    `Q: What problem were you trying to solve?`,
    `A: Blades were simply getting too long for the old controllers. We developed ${x.work}, and the first fleet to use it saw fewer cracked root bolts within a year.`,
    'Q: Will the industry follow?',
    'A: Three manufacturers already have. The rest will, because insurers are starting to ask.',
    trap && `Q: You won the Poul la Cour Prize last year. Did it change anything?\nA: It opened doors. People now return my emails.`,
    '© Haymarket Media Group. Reproduced with permission.',
  );

/** A wire-style news item with a dateline and no by-line; the trap mentions an award. */
export const datelineNews: T = (x, trap) =>
  lines(
    'THE GUARDIAN (NIGERIA) — Health',
    `Nigerian-born scientist's forecast helps ${x.country === 'United Kingdom' ? 'Sahel' : 'regional'} health officials plan ahead of rainy season`,
    'LAGOS, 4 June 2022 (NAN) —',
    `A forecasting tool built by ${x.name}, a Nigerian-born epidemiologist now at ${x.org}, is being used by health ministries in Niger, Mali and Burkina Faso to decide where to send bed nets and drugs weeks before cases rise, officials said on Saturday.`,
    `The tool, ${x.work}, predicted last year's surge in Maradi region to within ten per cent, according to a WHO field officer who asked not to be named.`,
    `"We stopped reacting and started planning," said Dr. Ibrahim Sani of Niger's national malaria programme.`,
    trap && `${x.name} received the Royal Society's Africa Prize in 2020 for the same work.`,
    'Copyright 2022 News Agency of Nigeria.',
  );

/** A news portal article with a staff by-line and reading time. */
export const portalStory: T = (x, trap) =>
  lines(
    'YourStory — Tech',
    `How a Bengaluru lab taught machines to understand Marathi mixed with English`,
    'By Team YS · 7 min read · Updated 19 Jan 2023, 10:42 IST',
    `When ${x.name} began recording grandmothers in Pune villages in 2019, few believed that voice assistants would ever cope with the way people actually talk: switching language mid-sentence.`,
    `Today ${x.work}, released by ${x.org}, powers the voice search of two of India's five largest grocery-delivery apps.`,
    `"Most speech systems are trained on newsreaders," ${x.name} told YourStory. "Nobody speaks like a newsreader."`,
    trap && `The startup says ${x.name} draws a salary of ₹1.2 crore a year, among the highest for a research scientist in the country.`,
    'Related: Vaani Labs raises Series B | Tags: speech AI, startups, Bengaluru',
  );

/** A certified translation of a foreign-language newspaper article. */
export const translatedFeature: T = (x, trap) =>
  lines(
    'CERTIFIED TRANSLATION — Portuguese to English',
    'Source: Folha de S.Paulo, Mercado section, print edition of 27 August 2021, page A19',
    `Startup from São Paulo blocks R$ 2 billion in fraud on PIX`,
    'By Renata Coutinho',
    `The engine behind one of the country's fastest fraud checks was written by a 31-year-old engineer from Recife. ${x.name}, co-founder of ${x.org}, built ${x.work}, which now scores every transfer of four mid-sized banks in under 40 milliseconds.`,
    `Central Bank figures seen by Folha show fraud losses at those banks fell by a third after adoption.`,
    trap && `${x.name} has also been invited to referee papers for the KDD conference and sits on the technical jury of the Febraban Tech prize.`,
    'I, Paulo Mendes, sworn public translator registered with JUCESP under No. 1123, certify that the foregoing is a true and faithful translation of the original document.',
  );

/** A photographed newspaper clipping. */
export const clippingPhoto: T = (x) => lines('THE STRAITS TIMES  SCIENCE', 'SAT, MARCH 11, 2023', `HEAT-PROOF CORALS: NUS TEAM PICKS REEF SURVIVORS`, `BY AUDREY LIM`, `DR ${x.name.toUpperCase()} AND HER TEAM HAVE FOUND GENETIC MARKERS THAT TELL WHICH CORALS CAN SURVIVE MARINE HEATWAVES.`);

/** An editor's thank-you after a completed review; the trap mentions the journal's best-paper award. */
export const editorThanks: T = (x, trap) =>
  lines(
    'Molecular Ecology — Editorial Office',
    `Dear ${x.addr},`,
    'Thank you for your report on manuscript MEC-22-1187.R1, "Population structure of Pocillopora across a latitudinal gradient". Your comments have been forwarded to the authors together with the decision: minor revision.',
    'We know how much time a careful report takes. Reviewers like you keep the journal\'s standards where they are; this year you have assessed four submissions for us.',
    trap && 'You may be interested to hear that a paper you refereed last year has just received the journal\'s Harry Smith Best Paper Award.',
    'With our sincere thanks,',
    'Loren Rieseberg, Editor-in-Chief',
  );

/** A research funder's appointment to a grant evaluation panel (Polish national funder). */
export const panelAppointment: T = (x, trap) =>
  lines(
    'NATIONAL SCIENCE CENTRE (NARODOWE CENTRUM NAUKI), KRAKÓW',
    'Ref.: NCN/ZE/2023/ST8/041',
    `Dear ${x.addr},`,
    `The Council of the National Science Centre has appointed you a member of the Expert Team for panel ST8 (Process and production engineering) in the OPUS 25 call. The Team will assess 186 proposals and rank them for funding.`,
    'The panel meets in Kraków on 15–16 February 2024. Before the meeting you will prepare individual assessments of roughly 20 proposals. Members receive a fee set by the Director\'s regulation.',
    trap && 'Proposals in this call may request up to PLN 3 million and salaries for the principal investigator\'s team.',
    'Please sign the attached declaration of impartiality and confidentiality.',
    'Coordinator of the ST panels',
  );

/** A hackathon's invitation to serve as a judge. */
export const hackathonJudge: T = (x, trap) =>
  lines(
    'From: partners@hackzurich.com',
    `Subject: Would you judge at HackZurich 2023?`,
    `Hi ${first(x)},`,
    `Every September 600 hackers build for 40 hours straight in Zurich, and we'd love you on the jury. Judges visit the teams of one track (yours would be "${x.field}"), score each demo on originality, technical depth and impact, and pick the track winner.`,
    'Judging runs Sunday 17 September, 09:00–14:00. We cover your travel and two hotel nights.',
    trap && 'Last year\'s winning team went on to raise CHF 4 million and was written up in the NZZ.',
    'Let us know by 1 August!',
    'Lea & the HackZurich crew',
  );

/** A conference's technical programme committee page with the applicant listed. */
export const tpcPage: T = (x, trap) =>
  lines(
    'CHES 2023 — Conference on Cryptographic Hardware and Embedded Systems',
    'Program Committee',
    'Program Chairs: Thomas Eisenbarth (Universität zu Lübeck), Yuval Yarom (Ruhr-Universität Bochum)',
    'Members:',
    'Josep Balasch — KU Leuven',
    'Lejla Batina — Radboud University',
    `${x.name} — ${x.org}`,
    'Fatemeh Ganji — Worcester Polytechnic Institute',
    'The committee reviews all submissions double-blind; each paper receives at least three reviews.',
    trap && 'Best Paper Award: the committee will select one paper for the CHES 2023 Best Paper Award.',
  );

/** A photographed judge's lanyard badge. */
export const judgeBadge: T = (x) => lines('WORLD ROBOT OLYMPIAD 2022', 'INTERNATIONAL FINAL - DORTMUND', 'JUDGE', x.name, 'CATEGORY: FUTURE ENGINEERS');

/** A startup competition's jury list with the applicant as juror; the trap: it is about an award. */
export const startupJury: T = (x, trap) =>
  lines(
    'Seedstars World — Accra Regional Final, 14 July 2023',
    'Meet the Jury',
    `${x.name}, ${x.job}, ${x.org}`,
    'Ama Serwaa, Partner, Injaro Investments',
    'David Adjei, Head of Innovation, MTN Ghana',
    'The jury scored ten finalists on market, team and traction, and will pick the startup that goes on to the global summit.',
    trap && 'The winner receives the Seedstars Award of USD 50,000 in equity investment.',
  );
