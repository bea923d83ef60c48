/**
 * EB-1B: Chiamaka Obi-Fairweather, a Nigerian honeybee virologist (a field assay for deformed wing virus), a
 * research assistant professor offered a tenure-track post at an American university.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const cof = forApplicant('EB-1B', 'Chiamaka Obi-Fairweather');

export const EB1B: H4Doc[] = [
  cof({
    category: 'eb1b_research_contributions',
    format: 'pdf',
    fileName: 'NAHBA_letter.pdf',
    facts: { kind: ['other', 'recommendation_letter'], title: ['deformed wing virus', 'assay'], subject: ['Chiamaka Obi-Fairweather', 'Obi-Fairweather'], isApplicant: true, role: 'subject', issuer: ['North American Honey Bee Health Alliance', 'NAHBA'], date: '2024-10-07', figures: ['1,900', '38,000'] },
    p: [
      'NORTH AMERICAN HONEY BEE HEALTH ALLIANCE · 880 Cedar Crossing, Suite 12, Fargo, ND 58102 · nahba-health.org',
      'October 7, 2024',
      'To whom it may concern,',
      'I manage the Colony Health Program of the North American Honey Bee Health Alliance, a growers\' and beekeepers\' organisation whose members move about two million colonies each spring for crop pollination.',
      'In 2023 we replaced laboratory PCR testing with the paper-based assay for deformed wing virus that Dr. Chiamaka Obi-Fairweather developed and published in 2021. Our inspectors now test colonies at the apiary and have a result in half an hour. In the 2024 season they ran 38,000 tests for about 1,900 beekeepers, and colonies with high virus loads were treated or kept back from almond pollination before they could spread it.',
      'We did not fund or take part in Dr. Obi-Fairweather\'s research. We adopted it because nothing else let us test at that scale.',
      'Respectfully,\nDale Knutson-Reyes\nColony Health Program Manager',
    ],
  }),
  cof({
    category: 'eb1b_scholarly_articles',
    format: 'pdf',
    fileName: 'JIP_2021_assay.pdf',
    facts: { kind: 'scholarly_paper', title: ['deformed wing virus', 'paper-based'], subject: ['Chiamaka Obi-Fairweather', 'Obi-Fairweather'], isApplicant: true, role: 'subject', issuer: ['Journal of Invertebrate Pathology'], date: '2021' },
    p: [
      'Journal of Invertebrate Pathology 184 (2021) 107641',
      'A paper-based isothermal assay for deformed wing virus in field samples of Apis mellifera',
      'Chiamaka Obi-Fairweather a,*, Gregor Lindahl a, Funmilayo Adeyemi b',
      'a Department of Entomology, Northcote University, Northcote, MN, USA\nb Bee Research Unit, University of Ibadan, Nigeria',
      'Received 11 January 2021; Accepted 6 June 2021',
      'Abstract: Deformed wing virus (DWV), carried by the Varroa mite, is the main viral cause of honeybee colony loss. Quantifying it has required a laboratory. We describe an isothermal amplification read on a paper strip that detects DWV-A and DWV-B in crushed bee samples within 30 minutes at ambient temperature. Against quantitative PCR on 640 colonies, the strip agreed in 96 percent of cases above the treatment threshold.',
      'Keywords: honeybee; Varroa; deformed wing virus; point-of-care diagnostics',
    ],
  }),
  cof({
    category: 'eb1b_scholarly_articles',
    format: 'txt',
    fileName: 'bioRxiv_preprint_page.txt',
    judgement: 'She is fifth of seven authors: still authorship of a scholarly article, though not her own lead',
    facts: { kind: 'scholarly_paper', title: ['virus loads', 'migratory'], subject: ['Hannah Szymańska', 'Szymańska', 'Chiamaka Obi-Fairweather'], role: ['co_author', 'subject'], issuer: ['bioRxiv'], date: '2024-04-22' },
    p: [
      'bioRxiv · New Results · Posted April 22, 2024 · doi: 10.1101/2024.04.19.590211',
      'Virus loads in migratory and stationary honeybee colonies across three US pollination circuits',
      'Hannah Szymańska, Raúl Ibáñez Cortés, Min-jun Park, Teodora Ilieva, Chiamaka Obi-Fairweather, Samuel Otieno, Gregor Lindahl',
      'Abstract: Commercial colonies trucked between crops may spread viruses among apiaries. We sampled 2,410 colonies on three pollination circuits over two years and measured deformed wing virus and black queen cell virus. Migratory colonies carried higher DWV-B loads in spring but not by autumn. Field testing with a paper-based strip assay allowed sampling at the scale reported here.',
      'Competing Interest Statement: The authors have declared no competing interest.',
      'This article is a preprint and has not been certified by peer review.',
    ],
  }),
  cof({
    category: 'eb1b_judging',
    format: 'docx',
    fileName: 'examiner_appointment.docx',
    facts: { kind: 'review_record', title: ['external examiner', 'doctoral thesis'], subject: ['Chiamaka Obi-Fairweather', 'Obi-Fairweather'], isApplicant: true, role: 'subject', issuer: ['University of Wollaston', 'Graduate Research School'], date: '2023-09-12' },
    p: [
      'UNIVERSITY OF WOLLASTON\nGraduate Research School · Examinations Office\nRef: GRS/EX/2023/0447',
      '12 September 2023',
      'Dr Chiamaka Obi-Fairweather\nDepartment of Entomology, Northcote University, Minnesota, USA',
      'Appointment as external examiner',
      'Dear Dr Obi-Fairweather,',
      'On the recommendation of the School of Biosciences, the Graduate Research Committee has appointed you external examiner of the doctoral thesis of Ms Lerato Mahlangu, "Viral ecology of managed and feral honeybee populations in the Western Cape".',
      'As external examiner you are asked to read the thesis independently, submit a written report within six weeks, and recommend one of the outcomes listed in the enclosed regulations. The examination will be held by video link. A fee of GBP 250 is payable on receipt of your report.',
      'Yours sincerely,\nDr Imogen Parry-Whitcombe\nExaminations Officer',
    ],
  }),
  cof({
    category: 'eb1b_press',
    format: 'txt',
    fileName: 'hive_ledger_article.txt',
    facts: { kind: 'press_article', title: ['strip test', 'bees'], subject: ['Chiamaka Obi-Fairweather', 'Obi-Fairweather'], isApplicant: true, role: 'subject', issuer: ['The Hive Ledger'], date: '2023-05' },
    p: [
      'The Hive Ledger | May 2023 | Research Roundup',
      'A strip test that lets inspectors check bees for virus at the hive',
      'By Corinne Abernathy',
      'For most of beekeeping history, a virus problem was visible only once crippled, wingless bees were crawling in front of the hive. By then the colony was usually lost.',
      'Dr. Chiamaka Obi-Fairweather of Northcote University has changed that. Her paper-based assay, described in the Journal of Invertebrate Pathology, measures deformed wing virus from a handful of crushed bees in half an hour. Inspectors from Florida to North Dakota are now carrying it in their trucks.',
      'Obi-Fairweather, who grew up keeping bees with her grandfather near Enugu, said the goal was a test "a beekeeper could run on the tailgate." Independent trials at two state laboratories found it agreed with PCR in more than nine cases out of ten.',
      'She is now working on a version that also detects black queen cell virus.',
    ],
  }),
  cof({
    category: 'other',
    format: 'pdf',
    fileName: 'USDA_NIFA_award_notice.pdf',
    judgement: 'A federal grant to another scientist; the applicant is named as an unfunded co-investigator, which is not a prize or award of hers',
    facts: { kind: ['grant', 'funding_award', 'other'], title: ['pollinator', 'grant'], subject: ['Gregor Lindahl', 'Lindahl'], isApplicant: false, role: ['collaborator', 'none'], issuer: ['National Institute of Food and Agriculture', 'NIFA', 'U.S. Department of Agriculture', 'USDA'], date: '2024-07-30', figures: ['$649,800'] },
    p: [
      'U.S. DEPARTMENT OF AGRICULTURE · National Institute of Food and Agriculture · Notice of Award',
      'Award No. 2024-67013-41982 · Date: July 30, 2024',
      'Program: Agriculture and Food Research Initiative, Pollinator Health: Research and Application',
      'Awardee institution: Northcote University, Northcote, MN',
      'Project Director: Gregor Lindahl, Professor of Entomology',
      'Project title: Surveillance of virus spillover between managed and wild bees at crop edges',
      'Total federal funds approved: $649,800 for the period 09/01/2024 to 08/31/2028.',
      'Key personnel listed in the approved application: Gregor Lindahl (Project Director, 2.0 months per year); Chiamaka Obi-Fairweather (Co-Investigator, no salary requested); Samuel Otieno (Collaborator, University of Vermont).',
      'This award is subject to the NIFA General Terms and Conditions. Signed for the Authorized Departmental Officer: Renée Castellanos-Ward, Awards Management Division.',
    ],
  }),
  cof({
    category: 'other',
    format: 'pdf',
    fileName: 'citing_paper_Apidologie.pdf',
    judgement: "Another group's paper that cites her assay in its reference list; she is neither its author nor its subject",
    facts: { kind: ['scholarly_paper', 'citation_record', 'other'], title: ['Varroa', 'Mediterranean'], subject: ['Elena Marchetti', 'Marchetti', 'Kostas Andreou'], isApplicant: false, role: ['cited', 'none'], issuer: ['Apidologie'], date: '2024' },
    p: [
      'Apidologie (2024) 55:38 · Original article',
      'Seasonal dynamics of Varroa infestation and virus titres in Mediterranean apiaries',
      'Elena Marchetti, Kostas Andreou, Sofia Belmonte',
      'Abstract: We followed 180 colonies in Sicily, Crete and Andalusia for two years and measured mite infestation monthly. Virus titres rose sharply after August in all three regions...',
      'Methods (excerpt): Deformed wing virus was measured in the field with a paper-based isothermal strip (Obi-Fairweather et al. 2021) and confirmed by qPCR on a 10 percent subsample.',
      'References (excerpt)\nAndreou K, Belmonte S (2022) Mite counts by alcohol wash in island apiaries. J Apic Res 61:402–410\nObi-Fairweather C, Lindahl G, Adeyemi F (2021) A paper-based isothermal assay for deformed wing virus in field samples of Apis mellifera. J Invertebr Pathol 184:107641\nRamsey SD et al (2019) Varroa destructor feeds primarily on honey bee fat body tissue. PNAS 116:1792–1801',
    ],
  }),
  cof({
    category: 'recommendation_letter',
    format: 'docx',
    fileName: 'letter_dept_head.docx',
    judgement: 'A letter from the head of her own department: not independent, but it is a recommendation letter, not a criterion exhibit',
    facts: { kind: 'recommendation_letter', title: ['recommendation', 'Obi-Fairweather'], subject: ['Chiamaka Obi-Fairweather', 'Obi-Fairweather'], isApplicant: true, role: 'subject', issuer: ['Northcote University', 'Department of Entomology', 'Marguerite Solberg'], date: '2025-01-14' },
    p: [
      'NORTHCOTE UNIVERSITY\nDepartment of Entomology · 219 Hodson Hall, Northcote, MN 55999',
      'January 14, 2025',
      'Dear Officer,',
      'I am Professor and Head of the Department of Entomology at Northcote University, where Dr. Chiamaka Obi-Fairweather has worked since 2019, first as a postdoctoral associate and since 2022 as a research assistant professor. I have been her department head throughout, and I supervise her appointment.',
      'I recommend her without reservation. Her virus assay has done more for the health of commercial colonies than any other work from our department in my twenty years here: it is used by state inspectors and by the largest beekeepers\' alliance in North America, and it has been taken up by laboratories in Europe. She teaches our graduate course in insect virology and has brought in her own funding.',
      'Sincerely,\nMarguerite Solberg, PhD\nProfessor and Head',
    ],
  }),
];
