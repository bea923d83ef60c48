/**
 * UK Global Talent (digital technology): Chidinma Okonkwo-Hale (Nigeria), product lead for open-banking payments
 * at a London fintech. Invented companies, people, awards and outlets.
 */
import { forApplicant, type H4Doc } from '../holdout4/doc';

const doc = forApplicant('UK_GLOBAL_TALENT', 'Chidinma Okonkwo-Hale');

export const UK: H4Doc[] = [
  doc({
    category: 'uk_cv',
    format: 'docx',
    fileName: 'Chidinma_Okonkwo-Hale_CV.docx',
    facts: { kind: 'cv', subject: 'Chidinma Okonkwo-Hale', isApplicant: true, role: 'subject' },
    p: [
      'CHIDINMA OKONKWO-HALE · Product Lead, Open Banking · London',
      'Experience: Ledgerlight Ltd, London — Product Lead, Pay-by-Bank (2022–present): launched variable recurring payments used by 2.1 million customers. Ọjà Pay, Lagos — Senior Product Manager (2017–2022).',
      'Education: BSc Computer Science, University of Lagos (2014); MSc Financial Technology, University of Edinburgh (2016).',
      'Recognition: Product Leader of the Year, Payments Forward Awards 2025. Speaker, Open Finance Europe 2025.',
    ],
  }),
  doc({
    category: 'uk_recommendation_letters',
    format: 'pdf',
    fileName: 'Endorsement_letter_Prof_Whitfield.pdf',
    facts: { kind: 'recommendation_letter', subject: 'Chidinma Okonkwo-Hale', isApplicant: true, role: 'subject', issuer: ['Northfield University', 'Centre for Digital Finance'], date: '2026-01-19' },
    p: [
      'NORTHFIELD UNIVERSITY\nCentre for Digital Finance · Business School · Leeds LS2 9JT',
      '19 January 2026',
      'Letter of recommendation: Chidinma Okonkwo-Hale — Global Talent (digital technology)',
      'I direct the Centre for Digital Finance and advise HM Treasury on payments policy. I have never worked with Ms Okonkwo-Hale; I know her work through her published design of variable recurring payments, which my centre studies.',
      'In my opinion she is one of a handful of product leaders who have shaped how open banking reaches ordinary customers in the UK, and she shows exceptional talent. I support her application without reservation.',
      'Professor Rachel Whitfield',
    ],
  }),
  doc({
    category: 'uk_recommendation_letters',
    format: 'docx',
    fileName: 'Letter_CEO_Ledgerlight.docx',
    judgement: 'Her own chief executive writes: still one of her recommendation letters, though from her employer and not independent.',
    facts: { kind: 'recommendation_letter', subject: 'Chidinma Okonkwo-Hale', isApplicant: true, role: 'subject', issuer: ['Ledgerlight Ltd', 'Ledgerlight'], date: '2026-01-26' },
    p: [
      'Ledgerlight Ltd · 40 Leman Street, London E1 8EU · Company no. 11873302',
      '26 January 2026',
      'To the endorsing body,',
      'I am Chief Executive of Ledgerlight and Chidinma Okonkwo-Hale has reported to me since she joined in 2022. She turned an idea on a whiteboard into the Pay-by-Bank product that now carries most of our volume.',
      'I recommend her strongly for endorsement under the Global Talent route.',
      'Oliver Brandt, CEO',
    ],
  }),
  doc({
    category: 'uk_awards',
    format: 'pdf',
    fileName: 'PFA_2025_certificate.pdf',
    facts: { kind: 'award', subject: 'Chidinma Okonkwo-Hale', isApplicant: true, role: 'subject', issuer: ['Payments Forward Awards', 'Payments Forward'], date: '2025-11-13', figures: ['340'], title: 'Product Leader of the Year' },
    p: [
      'PAYMENTS FORWARD AWARDS 2025',
      'Winner — Product Leader of the Year',
      'Chidinma Okonkwo-Hale, Ledgerlight',
      'Chosen by an independent panel of twelve judges from 340 entries across the UK and Europe.',
      'London, 13 November 2025',
    ],
  }),
  doc({
    category: 'other',
    format: 'txt',
    fileName: 'Ledgerlight_news_award.txt',
    judgement: 'The company\'s own news of an award to its app: the award is Ledgerlight\'s, and she only collected it on stage.',
    facts: { kind: ['award', 'press_article', 'other'], subject: ['Ledgerlight', 'Ledgerlight app'], isApplicant: false, role: ['attendee', 'collaborator'], issuer: ['Ledgerlight Ltd', 'Ledgerlight'], date: '2024-10-03', title: 'Best Open Banking App' },
    p: [
      'Ledgerlight Blog — 3 October 2024',
      'We won Best Open Banking App!',
      'Ledgerlight was named Best Open Banking App at the Fintech Britannia Awards last night. Product lead Chidinma Okonkwo-Hale and engineering manager Sam Petrov collected the award for the whole team.',
      'Thank you to our customers and to every Ledgerlighter who shipped this year.',
    ],
  }),
  doc({
    category: 'uk_media_recognition',
    format: 'txt',
    fileName: 'PI_people_profile.txt',
    facts: { kind: 'press_article', subject: 'Chidinma Okonkwo-Hale', isApplicant: true, role: 'subject', issuer: 'Payments Insider', date: '2025-07-08', title: 'Pay-by-Bank' },
    p: [
      'Payments Insider — 8 July 2025 — People',
      'The product lead making Pay-by-Bank boring (in a good way)',
      'By Martin Oyelaran',
      'Chidinma Okonkwo-Hale does not like the word "disruption". The Ledgerlight product lead prefers "reliable", and her variable recurring payments product, now used by 2.1 million people to pay energy bills, is exactly that.',
      'Regulators have taken note: her design for customer consent screens was cited in the industry\'s new guidelines.',
    ],
  }),
  doc({
    category: 'other',
    format: 'pdf',
    fileName: 'OFSC_consultation_respondents.pdf',
    judgement: 'A consultation response summary lists her among many respondents: being named in a list of contributors is not recognition.',
    facts: { kind: 'other', subject: ['Open Finance Standards Council', 'consultation'], isApplicant: false, role: ['none', 'cited', 'attendee'], issuer: ['Open Finance Standards Council', 'OFSC'], date: '2025-03-31', title: 'Consultation' },
    p: [
      'OPEN FINANCE STANDARDS COUNCIL',
      'Consultation CP25/02 on Consent Dashboards — Summary of Responses, 31 March 2025',
      'We received 73 responses. Annex B lists respondents who agreed to be named, including: Barclay Pay Labs; Chidinma Okonkwo-Hale (Ledgerlight); Consumer Voice UK; Fidelis Bank; the Payments Users Forum.',
      'The Council will publish its final standard in the autumn.',
    ],
  }),
  doc({
    category: 'uk_patents_contributions',
    format: 'pdf',
    fileName: 'Letter_Fidelis_Bank_adoption.pdf',
    facts: { kind: ['recommendation_letter', 'other'], subject: ['Chidinma Okonkwo-Hale', 'Ledgerlight'], isApplicant: true, role: 'subject', issuer: ['Fidelis Bank plc', 'Fidelis Bank'], date: '2025-12-02', figures: ['2.1 million', '38%'] },
    p: [
      'FIDELIS BANK PLC · Digital Payments · 1 Cheapside, London',
      '2 December 2025',
      'To whom it may concern:',
      'Fidelis Bank adopted the variable recurring payments flow designed by Chidinma Okonkwo-Hale of Ledgerlight in 2024. It now serves 2.1 million of our customers and has cut failed direct debits by 38%.',
      'Her consent design has since become the pattern other UK banks follow.',
      'Gareth Lowe, Head of Digital Payments',
    ],
  }),
  doc({
    category: 'other',
    format: 'docx',
    fileName: 'Endorsement_decision.docx',
    judgement: 'The endorsing body\'s decision letter: it is the outcome of the application, not evidence for any of its criteria.',
    facts: { kind: 'other', subject: 'Chidinma Okonkwo-Hale', isApplicant: true, role: 'subject', issuer: ['Digital Talent Endorsement Board', 'DTEB'], date: '2026-03-10', title: 'Endorsement' },
    p: [
      'DIGITAL TALENT ENDORSEMENT BOARD',
      '10 March 2026',
      'Dear Ms Okonkwo-Hale,',
      'Global Talent endorsement: digital technology. We are pleased to tell you that your application has been endorsed under the Exceptional Talent criteria. You may now apply to the Home Office for your visa within three months of this letter.',
      'Endorsement reference DTEB-26-04418.',
    ],
  }),
  doc({
    category: 'uk_media_recognition',
    format: 'txt',
    fileName: 'OFE_speaker_invite.txt',
    facts: { kind: ['other', 'review_record', 'event_programme'], subject: 'Chidinma Okonkwo-Hale', isApplicant: true, role: 'subject', issuer: ['Open Finance Europe', 'Open Finance Europe 2025'], date: '2025-02-17', figures: ['2,500'], title: 'Open Finance Europe' },
    p: [
      'From: Programme Team, Open Finance Europe <speakers@ofe.example>\nTo: Chidinma Okonkwo-Hale\nSubject: Invitation to give a keynote at Open Finance Europe 2025\nDate: 17 February 2025',
      'Dear Chidinma,',
      'On behalf of the programme board, I am delighted to invite you to give the opening keynote on day two of Open Finance Europe 2025 in Amsterdam on 11 June, before an audience of about 2,500 bankers, regulators and founders.',
      'The board chose you for your work on consent design for variable recurring payments, which many of our attendees now build on. We will cover your travel and accommodation.',
      'Best wishes, Anouk Verbeek, Programme Director',
    ],
  }),
];
