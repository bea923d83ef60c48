import { describe, expect, it } from 'vitest';
import { classify } from '../../server/modules/analyst/local/classify';
import { recogniseKind } from '../../server/modules/analyst/kinds';
import type { VisaType } from '../../src/contract/visa';

// Each document carries a distractor: words of another criterion that a keyword count would follow.
const DOCS: Array<{ name: string; file: string; text: string; kind: string; o1a: string; eb1a: string }> = [
  {
    name: 'an award certificate that names the paper it honours',
    file: 'scan_0012.pdf',
    kind: 'award',
    o1a: 'o1a_awards',
    eb1a: 'eb1a_awards',
    text: `CERTIFICATE OF EXCELLENCE\nThe Outstanding Paper Award is hereby conferred on Dr Ana Ruiz\nfor the paper "Sparse Routing at Scale", published in the Proceedings of the International Conference on Machine Learning, journal track.\nSelected by the program committee from 1,204 submitted papers.\nMay 14, 2023`,
  },
  {
    name: 'a magazine profile, read from a photo',
    file: 'IMG_2231.jpg',
    kind: 'press_article',
    o1a: 'o1a_press',
    eb1a: 'eb1a_press',
    text: `WIRED\nThe Engineer Teaching Robots to Share\nBy Maya Lindqvist, Senior Writer\nSAN FRANCISCO — Ana Ruiz keeps her prize from last year on a shelf next to a broken robot arm. "The arm taught me more," she said.\nRuiz, who won the Outstanding Paper Award in 2023, was interviewed at her lab in Mission Bay.`,
  },
  {
    name: 'a peer-review invitation that names the journal',
    file: 'email.pdf',
    kind: 'review_record',
    o1a: 'o1a_judging',
    eb1a: 'eb1a_judging',
    text: `Dear Dr Ruiz,\nOn behalf of the editors of the Journal of Machine Learning Research, we invite you to review the manuscript JMLR-2023-0412, "Adaptive Routing for Mixture Models".\nThe review is due within 21 days. Please accept or decline this invitation using the link below.\nKind regards,\nEditorial Office`,
  },
  {
    name: 'a salary letter above the 95th percentile that mentions leading a team',
    file: 'hr_letter.pdf',
    kind: 'employment_letter',
    o1a: 'o1a_high_salary',
    eb1a: 'eb1a_high_salary',
    text: `Northwind AI, Inc. — Human Resources\nTo whom it may concern,\nThis letter confirms that Dr Ana Ruiz has been employed by Northwind AI since 2019 as Principal Research Scientist, where she leads the team that builds our routing models.\nHer annual base salary is $485,000, with an annual bonus target of 20%. This is above the 95th percentile for research scientists in the Bay Area according to the 2024 Radford survey.\nSincerely,\nLinda Park, Chief People Officer`,
  },
  {
    name: 'a newspaper article about the applicant that mentions her paper',
    file: 'article.pdf',
    kind: 'press_article',
    o1a: 'o1a_press',
    eb1a: 'eb1a_press',
    text: `The Boston Globe\nLocal scientist's paper changes how chatbots are built\nBy Tom Reyes, Globe Staff\nBOSTON — A paper by Ana Ruiz, published in a leading journal and cited 3,000 times, is now used by most large labs.\n"We did not expect this," Ruiz said when she was interviewed last week.`,
  },
  {
    name: 'an employer letter about a critical role that mentions pay in passing',
    file: 'role.docx',
    kind: 'employment_letter',
    o1a: 'o1a_critical_role',
    eb1a: 'eb1a_critical_role',
    text: `Dear Officer,\nI am the Chief Technology Officer of Northwind AI, a company ranked among the Fortune 500.\nDr Ruiz has been employed by Northwind AI since 2019. She led the team that rebuilt our inference platform, and her work was critical to the launch of our flagship product.\nShe reports directly to me and is responsible for a group of 40 engineers. Her compensation reflects this.\nSincerely,\nOmar Haddad, CTO`,
  },
  {
    name: 'a fellowship election that mentions awards',
    file: 'ieee.pdf',
    kind: 'membership',
    o1a: 'o1a_memberships',
    eb1a: 'eb1a_memberships',
    text: `Dear Dr Ruiz,\nCongratulations! You have been elected a Fellow of the Institute of Electrical and Electronics Engineers.\nElection to Fellow requires extraordinary accomplishments; fewer than one-tenth of one percent of members are elected each year, on the recommendation of the Fellow Committee.\nYour award certificate will be presented in February 2024.`,
  },
  {
    name: 'a scholarly paper by the applicant with a reference list',
    file: 'routing.pdf',
    kind: 'scholarly_paper',
    o1a: 'o1a_scholarly_articles',
    eb1a: 'eb1a_articles',
    text: `Sparse Routing at Scale\nAna Ruiz, Wei Chen, Jane Roe\nNorthwind AI and Stanford University\nAbstract\nWe present a routing method for mixture-of-experts models that wins on every benchmark.\n1 Introduction\nMixture models are widely used [1].\nReferences\n[1] Shazeer, N. et al. Outrageously large neural networks. ICLR 2017.`,
  },
  {
    name: 'a citation record',
    file: 'scholar.pdf',
    kind: 'citation_record',
    o1a: 'o1a_original_contributions',
    eb1a: 'eb1a_contributions',
    text: `Google Scholar — Ana Ruiz\nNorthwind AI\nCitations: All 5,412, Since 2019 4,980\nh-index 24\ni10-index 31\nSparse Routing at Scale — Cited by 3,021 — 2021`,
  },
  {
    name: 'a recommendation letter that praises an award',
    file: 'roe.pdf',
    kind: 'recommendation_letter',
    o1a: 'recommendation_letter',
    eb1a: 'recommendation_letter',
    text: `Dear Officer,\nI am writing to recommend Dr Ana Ruiz in the strongest terms. I have known her work since 2018.\nHer Outstanding Paper Award and her election as a Fellow show she is among the best in our field. In my opinion her routing method is a major contribution.\nSincerely,\nProf. Jane Roe, MIT`,
  },
  {
    name: 'a CV with an awards heading',
    file: 'document(3).pdf',
    kind: 'cv',
    o1a: 'cv',
    eb1a: 'cv',
    text: `ANA RUIZ\nEDUCATION\nPhD, Stanford University, 2016\nEXPERIENCE\nPrincipal Research Scientist, Northwind AI, 2019–present\nPUBLICATIONS\nSparse Routing at Scale, ICML 2021\nAWARDS AND HONORS\nOutstanding Paper Award, 2023`,
  },
  {
    name: 'a patent that mentions publications',
    file: 'US11223344.pdf',
    kind: 'patent',
    o1a: 'o1a_original_contributions',
    eb1a: 'eb1a_contributions',
    text: `United States Patent No. 11,223,344\nInventors: Ana Ruiz, Wei Chen\nAssignee: Northwind AI, Inc.\nFiled: March 2, 2020\nSystem for sparse routing in neural networks, as described in our publications.\nWhat is claimed is:\n1. A method of routing tokens to experts.`,
  },
];

describe('document-kind recognition', () => {
  it.each(DOCS)('recognises $name', ({ file, text, kind }) => {
    expect(recogniseKind(file, text).kind).toBe(kind);
  });

  it.each(DOCS)('maps $name to its criterion, not to its distractor', ({ file, text, o1a, eb1a }) => {
    expect(classify('O-1A', file, text).category).toBe(o1a);
    expect(classify('EB-1A', file, text).category).toBe(eb1a);
  });

  it('keeps the distractor as a secondary criterion', () => {
    const award = DOCS[0]!;
    const c = classify('O-1A', award.file, award.text);
    expect(c.criteria[0]?.id).toBe('o1a_awards');
    expect(c.criteria.map((m) => m.id)).toContain('o1a_scholarly_articles');
  });

  it('treats the file name as a weak hint only', () => {
    const review = DOCS[2]!;
    expect(classify('O-1A', 'award_certificate.pdf', review.text).category).toBe('o1a_judging');
  });

  it('maps kinds onto each visa: UK letters and CVs, O-1B reviews, EB-1A shows and sales', () => {
    const letter = DOCS[9]!;
    const cv = DOCS[10]!;
    expect(classify('UK_GLOBAL_TALENT', letter.file, letter.text).category).toBe('uk_recommendation_letters');
    expect(classify('UK_GLOBAL_TALENT', cv.file, cv.text).category).toBe('uk_cv');
    expect(classify('O-1B' as VisaType, 'review.pdf', DOCS[1]!.text).category).toBe('o1b_critical_reviews');
    const show = 'Solo exhibition: Ana Ruiz, "Signals". On view from March 3 through May 1, 2022 at the Whitney Museum of American Art. Curated by Lee Ames. Opening reception March 2.';
    expect(classify('EB-1A', 'flyer.pdf', show).category).toBe('eb1a_exhibitions');
    const sales = 'Weekly sales report. The album "Signals" was certified platinum by the RIAA after 1.2 million units sold; it peaked at No. 3 on the Billboard 200.';
    expect(classify('EB-1A', 'report.pdf', sales).category).toBe('eb1a_commercial_success');
  });

  it('falls back to the criteria vocabulary when the structure says nothing', () => {
    expect(classify('O-1A', 'notes.txt', 'She served on the jury and judged the entries of the national robotics competition.').category).toBe('o1a_judging');
    expect(classify('O-1A', 'notes.txt', 'Grocery list: eggs, milk, bread.').category).toBe('other');
  });
});

describe('tags', () => {
  it('never hold headings, salutations or reference-list debris', async () => {
    const { isJunkPhrase } = await import('../../server/modules/analyst/local/summary');
    for (const junk of ['et al', 'Subject', 'AWARDS AND HONORS', 'PUBLICATIONS', 'Dear', 'References']) expect(isJunkPhrase(junk)).toBe(true);
    for (const good of ['Outstanding Paper Award', 'ACM', 'Sparse Routing', 'IEEE Fellow']) expect(isJunkPhrase(good)).toBe(false);
  });
});

describe('documents as people upload them', () => {
  it.each([
    ['a letter that supports the petition without the word recommend', 'Vidal.docx', 'To Whom It May Concern:\nI am writing in support of Mateo Ruiz\'s petition. In my judgment his engine was the step the industry had waited for.\nOur bank adopted it in 2022. — Carolina Vidal, Chief Risk Officer', 'recommendation_letter', 'recommendation_letter'],
    ['a total-rewards statement in Canadian dollars', 'rewards.pdf', 'Your 2023 Total Rewards Statement\nBase salary (annualised) ........ CAD 238,000\nEquity vested in 2023 ........ CAD 184,250\nTotal direct compensation ........ CAD 507,930', 'pay_record', 'o1a_high_salary'],
    ['a jury listing that names the prize the jury gives', 'jury.pdf', 'Regional Final, 14 July 2023\nMeet the Jury\nKwame Boateng, Founder and Chief Executive, Farmsight Ltd.\nThe jury scored ten finalists on market, team and traction.\nThe winner receives the Seedstars Award of USD 50,000.', 'review_record', 'o1a_judging'],
    ['a one-page résumé with inline section names', 'resume.txt', 'Yusuf Demirci\nIstanbul · yusuf@proton.me · github.com/ydemirci\nEXPERIENCE\nLead Engine Programmer (2019–present): physics core for five titles.\nOPEN SOURCE\nAuthor of the Yay physics library (14k stars).\nSKILLS: C++20, Vulkan\nEDUCATION: B.Sc. Computer Engineering, 2016', 'cv', 'cv'],
  ])('recognises %s', (_name, file, text, kind, category) => {
    expect(recogniseKind(file, text).kind).toBe(kind);
    expect(classify('O-1A', file, text).category).toBe(category);
  });
});

describe("the applicant's own by-line", () => {
  const column = 'RECHARGE\nOpinion | 3 May 2023\nThe grid needs storage, not slogans\nBy Lars Vindahl, chief engineer at Nordvik Wind\nFor a decade our industry has argued about the wrong question, and I want to set out why.';
  // Someone else's column that never names the applicant is an article, and no press about her (decision 131).
  it("makes a column the applicant wrote authorship, and someone else's column an article that is not hers", async () => {
    const { analyseEvidence } = await import('../../server/modules/analyst/local/evidence');
    expect(analyseEvidence({ visaType: 'EB-1A', fileName: 'column.pdf', mimeType: 'application/pdf', text: column, applicantName: 'Lars Vindahl' })).toMatchObject({ category: 'eb1a_articles', kind: 'scholarly_paper' });
    expect(analyseEvidence({ visaType: 'EB-1A', fileName: 'column.pdf', mimeType: 'application/pdf', text: column, applicantName: 'Ana Ruiz' })).toMatchObject({ category: 'other', kind: 'press_article' });
  });
});

describe('tags and descriptions as a user reads them', () => {
  it('drop cuts through titles and short lone words, and keep file names literal in markdown', async () => {
    const { isJunkPhrase } = await import('../../server/modules/analyst/local/summary');
    expect(isJunkPhrase('paper Sparse')).toBe(true);
    expect(isJunkPhrase('papers')).toBe(true);
    expect(isJunkPhrase('Sparse Routing')).toBe(false);
    const { analyseEvidence } = await import('../../server/modules/analyst/local/evidence');
    const a = analyseEvidence({ visaType: 'O-1A', fileName: 'scan_0012.pdf', mimeType: 'application/pdf', text: DOCS[0]!.text });
    expect(a.description).toContain('scan\\_0012.pdf');
  });
});
