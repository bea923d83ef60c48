/**
 * EB-1A: Marisol Quispe Huamán (Peru), a volcanologist who forecasts eruptions of Andean stratovolcanoes from
 * ground deformation and gas ratios. Invented people, observatories, societies and outlets.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('EB-1A', 'Marisol Quispe Huamán');

export const EB1A: H4Doc[] = [
  doc({
    category: 'eb1a_awards',
    format: 'pdf',
    fileName: 'Condori_medal_2025.pdf',
    facts: { kind: 'award', subject: ['Marisol Quispe Huamán', 'Marisol Quispe'], isApplicant: true, role: 'subject', issuer: ['Andean Union of Geophysics and Volcanology', 'AUGV'], date: '2025-10-17', figures: ['64', 'US$10,000'], title: 'Condori Medal' },
    p: [
      'ANDEAN UNION OF GEOPHYSICS AND\nVOLCANOLOGY · Secretaría General, Quito',
      'The Council of the Andean Union of Geophysics and Volcanology awards the 2025 Benigno Condori Medal for Volcanic Hazard Science to Dr. Marisol Quispe Huamán, Observatorio Vulcanológico del Sur, Arequipa.',
      'The Medal honours a scientist of any nationality whose work has measurably reduced volcanic risk in the Andes. The selection committee of seven past medallists considered 64 nominations from eleven countries. The Medal carries an honorarium of US$10,000.',
      'Her forecast of the 2023 phreatic crisis at Nevado Chuquiña, issued eleven days before the first explosion, allowed the evacuation of four villages without loss of life.',
      'Conferred at the General Assembly, Quito, 17 October 2025.',
      'Dra. Elena Paredes Villacís, President        Dr. Óscar Mallqui, Secretary General',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'OVS_boletin_noviembre.txt',
    judgement: 'The observatory newsletter reports her director\'s lifetime award; she travelled to the ceremony and gave the toast. The award is his, not hers.',
    facts: { kind: ['award', 'press_article', 'other'], subject: ['Rodrigo Valdivia Tapia', 'Valdivia'], isApplicant: false, role: 'attendee', issuer: ['Observatorio Vulcanológico del Sur', 'OVS'], date: '2024-11', title: 'Valdivia' },
    p: [
      'OVS Boletín Interno — November 2024',
      'Our director honoured in Lima',
      'Dr. Rodrigo Valdivia Tapia, director of the Observatorio Vulcanológico del Sur since 2009, received the Lifetime Service Award of the Peruvian Geological Society at its centenary dinner in Lima on 8 November.',
      'A delegation from Arequipa travelled for the ceremony: Dr. Marisol Quispe Huamán, head of the deformation group, raised the toast on behalf of the staff, and technicians Juana Ccama and Luis Apaza joined the 300 guests.',
      'Congratulations, Rodrigo, from all of us.',
    ],
  }),
  doc({
    category: 'eb1a_judging',
    format: 'txt',
    fileName: 'JVU_reviewer_record.txt',
    facts: { kind: 'review_record', subject: ['Marisol Quispe Huamán', 'Marisol Quispe'], isApplicant: true, role: 'subject', issuer: ['Journal of Volcanic Unrest', 'Harrow & Pike Scientific'], date: '2026-02-03', figures: ['14'], title: 'Journal of Volcanic Unrest' },
    p: [
      'From: Editorial Office, Journal of Volcanic Unrest <jvu-office@harrowpike.example>\nTo: m.quispe@ovs.example.pe\nSubject: Confirmation of your reviewing record\nDate: 3 February 2026',
      'Dear Dr. Quispe Huamán,',
      'As requested, this confirms that you completed 14 peer reviews for the Journal of Volcanic Unrest (Harrow & Pike Scientific) between March 2021 and January 2026, each a full assessment of a submitted manuscript with a recommendation to the handling editor.',
      'Your reports on InSAR time series and gas-ratio monitoring were among those the editors rated highest.',
      'Kind regards,\nTessa Morland, Managing Editor',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Re_review_request_BV.txt',
    judgement: 'She declined the invitation to review: an invitation turned down is not judging the work of others.',
    facts: { kind: ['review_record', 'other'], subject: ['Marisol Quispe Huamán', 'Marisol Quispe'], issuer: ['Bulletin of Volcanology Letters', 'Marisol Quispe Huamán', 'Marisol Quispe'], date: '2025-06-12' },
    p: [
      'From: Marisol Quispe <m.quispe@ovs.example.pe>\nTo: Dr. Anke Lindqvist <editor@bvletters.example>\nSubject: Re: Invitation to review manuscript BVL-2025-0412\nDate: 12 June 2025',
      'Dear Dr. Lindqvist,',
      'Thank you for thinking of me. I am in the field at Ubinas until mid-July and cannot give the manuscript the attention it deserves, so I must decline this time. I suggest Dr. Pablo Huarcaya at the Universidad de San Agustín.',
      'Best regards, Marisol',
      '> On 10 June 2025, Bulletin of Volcanology Letters wrote:\n> We would be grateful if you would review "Sulfur dioxide pulses before lava dome collapse" (BVL-2025-0412).',
    ],
  }),
  doc({
    category: 'eb1a_press',
    format: 'pdf',
    fileName: 'Terra_Andina_feature.pdf',
    facts: { kind: 'press_article', subject: ['Marisol Quispe Huamán', 'Marisol Quispe'], isApplicant: true, role: 'subject', issuer: 'Terra Andina', date: '2024-04', title: 'The Woman Who Listens to Mountains' },
    p: [
      'TERRA ANDINA · April 2024 · Science',
      'The Woman Who Listens to Mountains',
      'By Gabriela Montoya',
      'Every morning at six, Marisol Quispe Huamán opens a screen of coloured fringes: satellite radar images showing Nevado Chuquiña swelling by fractions of a centimetre. In 2023 those fringes told her the volcano was about to blow.',
      'Quispe, 41, leads the deformation group at the Observatorio Vulcanológico del Sur. Her method of combining radar with the ratio of carbon dioxide to sulphur dioxide in the plume has since been adopted by observatories in Chile and Ecuador.',
      '"She changed how we read unrest," says Dr. Felipe Arancibia of the Chilean volcano service, who was not involved in her work.',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'El_Comercio_Sur_quote.docx',
    judgement: 'A news story about another team\'s forecast at a different volcano; she is quoted as an outside expert. Press quoting her is not press about her.',
    facts: { kind: 'press_article', subject: ['Instituto Geofísico de Tacna', 'Sabancaya', 'Lucía Ramos'], isApplicant: false, role: 'quoted', issuer: 'El Comercio del Sur', date: '2025-08-22', title: 'Sabancaya' },
    p: [
      'El Comercio del Sur — 22 August 2025',
      'Tacna scientists raise alert level at Sabancaya',
      'The Instituto Geofísico de Tacna raised the alert at Sabancaya to orange on Thursday after its team, led by Dr. Lucía Ramos, recorded a sharp rise in long-period earthquakes.',
      '"The Tacna group has good reasons for caution," said Dr. Marisol Quispe Huamán of the Observatorio Vulcanológico del Sur in Arequipa, who is not part of the monitoring team. "Long-period swarms like these often precede ash emissions by days."',
      'Ramos said residents of Achoma should follow civil-defence instructions.',
    ],
  }),
  doc({
    category: 'recommendation_letter',
    format: 'docx',
    fileName: 'Letter_Prof_Hendricks.docx',
    judgement: 'Her former doctoral advisor writes: a recommendation letter, but not an independent one; the tie matters to its weight, not its filing.',
    facts: { kind: 'recommendation_letter', subject: ['Marisol Quispe Huamán', 'Marisol Quispe'], isApplicant: true, role: 'subject', issuer: ['University of Otago', 'Geology Department'], date: '2026-01-15' },
    p: [
      'UNIVERSITY OF OTAGO — Department of Geology, Dunedin, New Zealand',
      '15 January 2026',
      'To U.S. Citizenship and Immigration Services',
      'I supervised Dr. Marisol Quispe Huamán\'s doctorate at Otago from 2010 to 2014 and have followed her career since. Her thesis already showed the independence that later made her forecast of the Chuquiña crisis possible.',
      'I write in strong support of her petition as an alien of extraordinary ability. Few volcanologists of her generation have turned monitoring research into decisions that saved lives.',
      'Professor Willem Hendricks, FRSNZ',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'IAVG_membership_card.pdf',
    judgement: 'A membership any geoscientist joins by paying the annual fee: it requires no outstanding achievement, so it proves nothing under memberships.',
    facts: { kind: 'membership', subject: ['Marisol Quispe Huamán', 'Marisol Quispe'], isApplicant: true, role: 'subject', issuer: ['International Association of Volcano Geodesists', 'IAVG'], date: '2025-01-09', figures: ['€85'], title: 'Membership' },
    p: [
      'INTERNATIONAL ASSOCIATION OF VOLCANO GEODESISTS',
      'Membership Confirmation 2025',
      'Member: Dr. Marisol Quispe Huamán · Member no. 20-3381 · Category: Full Member',
      'Thank you for renewing. Membership is open to anyone working or studying in volcano geodesy, geophysics or related fields on payment of the annual fee of €85. Your membership runs from 1 January to 31 December 2025.',
      'Issued 9 January 2025 · IAVG Membership Services',
    ],
  }),
];
