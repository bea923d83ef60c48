/**
 * UK Global Talent (arts and culture): Sunniva Haugland, a Norwegian knitwear designer with a studio in
 * Hackney who remakes garments from reclaimed wool.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const sh = forApplicant('UK_GLOBAL_TALENT', 'Sunniva Haugland');

export const UK: H4Doc[] = [
  sh({
    category: 'uk_cv',
    format: 'docx',
    fileName: 'Haugland_CV.docx',
    facts: { kind: 'cv', title: ['Haugland', 'CV'], subject: ['Sunniva Haugland', 'Haugland'], isApplicant: true, role: 'subject' },
    p: [
      'SUNNIVA HAUGLAND — Knitwear designer · Studio Haugland, Unit 4, 17 Mare Street, London E8 4RP · hello@studiohaugland.com',
      'EDUCATION\nMA Fashion Knitwear, Royal College of Art, London, 2018\nBA Textile Design, Oslo National Academy of the Arts, 2015',
      'PRACTICE\n2019–present Founder and creative director, Studio Haugland (reclaimed-wool knitwear; stocked by 14 retailers in 6 countries)\n2018–2019 Knitwear designer, Margaret Howell, London',
      'PRIZES\n2024 Fibre Futures Prize (winner)\n2023 Maison Prize for Young Designers (semi-finalist)',
      'EXHIBITIONS\n2023 "Second Skin", Design Museum, London (group)\n2022 London Fashion Week, NEWGEN presentation',
      'PRESS\nFinancial Times, Vogue Business, Dazed, Aftenposten',
      'TEACHING\nVisiting lecturer, Central Saint Martins, MA Fashion (2021–)',
    ],
  }),
  sh({
    category: 'uk_recommendation_letters',
    format: 'pdf',
    fileName: 'letter_Prof_Achterberg.pdf',
    facts: { kind: 'recommendation_letter', title: ['Haugland', 'recommendation'], subject: ['Sunniva Haugland', 'Haugland'], isApplicant: true, role: 'subject', issuer: ['Royal College of Art', 'Miriam Achterberg'], date: '2024-10-02' },
    p: [
      'ROYAL COLLEGE OF ART · School of Design · Kensington Gore, London SW7 2EU',
      '2 October 2024',
      'Arts Council England — Global Talent endorsement',
      'Letter of recommendation for Sunniva Haugland',
      'I am Professor of Textiles at the Royal College of Art and have taught knitwear for twenty-two years; I was previously head of knit design at Pringle of Scotland. I taught Ms Haugland on the MA in 2016–18 but have had no professional tie to her since.',
      'Her importance to British fashion is in the method she has made public. Studio Haugland unpicks discarded jumpers, re-spins the fibre with Calder Valley Spinners in Yorkshire and knits it into new garments, with a traceable record of every kilo. In four years she has moved the conversation in British knitwear from "recycled content" to whole garments made from post-consumer wool, and other designers now work with her mill.',
      'She is, in my view, one of the most promising designers of her generation working in the UK, and the country gains by keeping her here.',
      'Professor Miriam Achterberg\nProfessor of Textiles',
    ],
  }),
  sh({
    category: 'uk_recommendation_letters',
    format: 'txt',
    fileName: 'letter_from_Oduya.txt',
    judgement: 'A letter from her own business partner at the studio: still a recommendation letter (the tie matters to weight, not to filing)',
    facts: { kind: 'recommendation_letter', title: ['Haugland'], subject: ['Sunniva Haugland', 'Haugland'], isApplicant: true, role: 'subject', issuer: ['Studio Haugland', 'Daniel Oduya'], date: '2024-09-26' },
    p: [
      'Studio Haugland Ltd · Company No. 12044871 · Unit 4, 17 Mare Street, London E8 4RP',
      '26 September 2024',
      'To the endorsing body,',
      'I am the co-owner and managing director of Studio Haugland Ltd, which I set up with Sunniva Haugland in 2019. Before that I spent eleven years in wholesale at Jigsaw and at Toast. I hold 40% of the company and Sunniva holds 60%; I should say so plainly, because you will weigh my letter accordingly.',
      'I run the business side. Everything the studio is known for comes from Sunniva: the reclaimed-wool method, the relationship with the mill in Yorkshire, and the designs that the Design Museum showed last year. When buyers from Dover Street Market and Beams visited, it was her work they came for.',
      'I have seen her turn down a licensing offer that would have made us both comfortable because the partner would not guarantee the fibre source. That is who she is.',
      'Daniel Oduya\nManaging Director, Studio Haugland Ltd',
    ],
  }),
  sh({
    category: 'uk_awards',
    format: 'pdf',
    fileName: 'FibreFutures_winner_2024.pdf',
    facts: { kind: 'award', title: 'Fibre Futures Prize', subject: ['Sunniva Haugland', 'Haugland'], isApplicant: true, role: 'subject', issuer: ['Fibre Futures Trust', 'The Fibre Futures Trust'], date: '2024-05-15', figures: ['£25,000', '213'] },
    p: [
      'THE FIBRE FUTURES TRUST · Registered charity no. 1187730 · 48 Bermondsey Street, London SE1 3UD',
      '15 May 2024',
      'Dear Sunniva,',
      'I am thrilled to confirm on behalf of the Trustees that the judges have chosen you as the winner of the 2024 Fibre Futures Prize.',
      'The Prize is open to designers in the UK and Ireland whose work shows a new way to make fashion from materials already in circulation. This year we received 213 entries. The judging panel — the curator of the V&A\'s fashion collection, two designers, a mill owner and a journalist — described your reclaimed-wool collection as "the most complete answer to waste we have seen: beautiful, wearable and honest about every fibre."',
      'The Prize is worth £25,000, with a year of mentoring from our industry partners. We will announce it at the ceremony at Somerset House on 22 May, and we ask you to keep the news to yourself until then.',
      'With congratulations,',
      'Harriet Okafor-Blythe\nChair of Trustees',
    ],
  }),
  sh({
    category: 'other',
    format: 'docx',
    fileName: 'Maison_Prize_semifinalists.docx',
    judgement: 'A semi-finalist list of twenty for a prize she did not win: a shortlist, not an award',
    facts: { kind: 'shortlist', title: ['semi-finalists', 'Maison Prize'], role: ['nominee', 'subject'], issuer: ['Maison Prize for Young Designers', 'Maison Prize'], date: '2023-03-01', figures: ['20', '1,900'] },
    p: [
      'MAISON PRIZE FOR YOUNG DESIGNERS — 10th edition',
      'Paris, 1 March 2023 — ANNOUNCEMENT OF THE SEMI-FINALISTS',
      'The experts of the Maison Prize have selected 20 semi-finalists from more than 1,900 applications received from 98 countries. The semi-finalists will present their collections in Paris during the showroom days of 2 and 3 March, after which the experts will choose eight finalists.',
      'The semi-finalists are (in alphabetical order): Adebayo Lawal (Nigeria); Aiko Fujimura (Japan); Bruna Teixeira (Brazil); Chen Yuxi (China); Dario Esposito (Italy); Elif Arslan (Türkiye); Sunniva Haugland (Norway, based in London); Juliette Marchal (France); Kwesi Annan-Lartey (Ghana); … (list continues).',
      'The Prize\'s winner receives €300,000 and a year of mentoring.',
      'Press office: presse@maisonprize.fr',
    ],
  }),
  sh({
    category: 'uk_media_recognition',
    format: 'txt',
    fileName: 'FT_howtospendit_Haugland.txt',
    facts: { kind: 'press_article', title: ['jumper', 'Haugland'], subject: ['Sunniva Haugland', 'Haugland'], isApplicant: true, role: 'subject', issuer: ['Financial Times', 'FT'], date: '2023-11-18' },
    p: [
      'FINANCIAL TIMES — Life & Arts · Fashion · 18 November 2023',
      'The designer who turns your old jumper into next season\'s',
      'By Carola Westmacott',
      'In a railway arch in Hackney, Sunniva Haugland is cutting the neckband off a bobbled Shetland jumper that someone gave to a charity shop in 1996. In a month its wool will be back, re-spun and dyed, in a cardigan that sells for £640.',
      'Haugland, 33, grew up on a sheep farm near Voss in western Norway and came to London for the Royal College of Art. Her studio now buys four tonnes of discarded knitwear a year from textile sorters and works with a single mill in West Yorkshire to turn it into yarn.',
      '"Everyone talks about circular fashion," she says. "Very few people will tell you which jumper their cardigan used to be. We can."',
      'Her pieces are stocked by 14 shops from Tokyo to Copenhagen, and this year she won the Fibre Futures Prize.',
    ],
  }),
  sh({
    category: 'other',
    format: 'pdf',
    fileName: 'press_cutting_2024-06.pdf',
    judgement: "An article about another brand's greenwashing fine that quotes the applicant as an outside voice: press about others",
    facts: { kind: 'press_article', title: ['recycled wool', 'Kestrel'], subject: ['Kestrel & Finch', 'Competition and Markets Authority'], isApplicant: false, role: 'quoted', issuer: ['The Independent'], date: '2024-06-12' },
    p: [
      'The Independent · Climate · 12 June 2024',
      'High-street brand Kestrel & Finch fined over "recycled wool" claims',
      'By Aaron Delacourt-Hughes',
      'The fashion chain Kestrel & Finch has agreed to pay £1.2 million and change its labels after the Competition and Markets Authority found that garments sold as "made with recycled wool" contained as little as 6 per cent reclaimed fibre.',
      'The regulator said the company\'s "Re:Wool" range, launched in 2022, had misled shoppers. Kestrel & Finch said it "regrets any confusion" and had already changed its supplier.',
      'Sunniva Haugland, a London designer who makes knitwear from post-consumer wool, said the ruling was overdue. "If a label says recycled, the customer assumes most of it is. The industry has been getting away with a few per cent for years."',
      'The CMA is reviewing green claims by a further 17 fashion retailers.',
    ],
  }),
  sh({
    category: 'uk_patents_contributions',
    format: 'pdf',
    fileName: 'CalderValley_letter.pdf',
    facts: { kind: ['other', 'recommendation_letter'], title: ['reclaimed wool', 'Calder Valley'], subject: ['Sunniva Haugland', 'Haugland'], isApplicant: true, issuer: ['Calder Valley Spinners', 'Calder Valley Spinners Ltd'], date: '2024-09-09', figures: ['11', '38 tonnes'] },
    p: [
      'CALDER VALLEY SPINNERS LTD · Brearley Mill, Luddenden Foot, Halifax HX2 6JA · Est. 1921',
      '9 September 2024',
      'To whom it may concern',
      'I am the third-generation managing director of Calder Valley Spinners, a woollen-spinning mill of 46 people. I write about what Sunniva Haugland changed in our business.',
      'In 2020 she came to us with a process she had worked out at the Royal College of Art: hand-sorting post-consumer knitwear by fibre and colour, opening it at low speed to keep the staple long, and blending in a small share of virgin wool so the yarn can be spun on ordinary woollen frames. We had tried reclaimed fibre before and given up.',
      'Working with her, we made her process our standard. We now spin reclaimed yarn for 11 other brands besides her studio, and last year it was 38 tonnes, a quarter of our output. No one else in Britain offers it at this scale.',
      'Yours faithfully,\nGeoffrey Sutcliffe-Ward\nManaging Director',
    ],
  }),
];
