/**
 * The O-1B part of the corpus: performing artists. The issue's case comes first: an opera house's
 * programme that bills the applicant in the title role and says the run is sold out (once filed under
 * commercial success). Programmes, playbills, cast sheets and credits prove a lead role; critics'
 * reviews are critical reviews; grosses and charts commercial success; fee agreements high salary.
 */
import * as A from './kinds/arts';
import * as E from './kinds/employment';
import * as J from './kinds/judging';
import * as L from './kinds/letters';
import * as M from './kinds/membership';
import * as P from './kinds/press';
import * as T from './kinds/stage';
import * as W from './kinds/awards';
import { STAGE } from './people-stage';
import { doc, type Spec } from './spec';

const OB = 'O-1B' as const;
const { elena, kofi, mira } = STAGE;

export const O1B_PLAN: Spec[] = [
  // --- Lead or starring role ---
  doc(OB, 'lead_role', 'production_credits', elena, T.houseProgramme, 'pdf', 'KOH_Tosca_programme.pdf', { n: 0, trap: 'programme says every performance is sold out and names the box office' }),
  doc(OB, 'lead_role', 'production_credits', elena, T.houseProgramme, 'docx', 'programme.docx', { n: 1 }),
  doc(OB, 'lead_role', 'production_credits', kofi, T.playbill, 'pdf', 'Othello_playbill.pdf', { n: 0, trap: "playbill names the production's awards and its audience" }),
  doc(OB, 'lead_role', 'production_credits', kofi, T.filmCredits, 'txt', 'The Long Crossing - full credits.txt', { n: 1, trap: 'credits give the opening weekend gross' }),
  doc(OB, 'lead_role', 'production_credits', mira, T.castSheet, 'pdf', 'cast_sheet_0412.pdf', { n: 0, trap: 'cast sheet thanks an arts council grant' }),
  doc(OB, 'lead_role', 'production_credits', mira, T.houseProgramme, 'txt', 'Giselle house programme.txt', { n: 1 }),
  doc(OB, 'lead_role', 'production_credits', 'jun', T.recitalProgramme, 'pdf', 'recital_programme.pdf', { n: 0, note: "a 'PROGRAMME' heading, as a conference programme has" }),
  doc(OB, 'lead_role', 'production_credits', kofi, T.posterPhoto, 'photo', 'IMG_3301.jpg', { n: 2 }),

  // --- Critical reviews ---
  doc(OB, 'press', 'press_article', elena, T.criticReview, 'pdf', 'London_Courier_review.pdf', { n: 0, trap: 'review says she sings the title role and that the run sold out' }),
  doc(OB, 'press', 'press_article', kofi, T.criticReview, 'txt', 'review.txt', { n: 0 }),
  doc(OB, 'press', 'press_article', mira, T.criticReview, 'docx', 'Giselle review.docx', { n: 1, trap: 'review names the lead role and the box office' }),
  doc(OB, 'press', 'press_article', 'sofia', T.recordingReview, 'pdf', 'album_review.pdf', { n: 0, trap: 'review gives the chart position and first-week sales' }),
  doc(OB, 'press', 'press_article', 'jun', T.recordingReview, 'docx', 'Keyboard Arts review.docx', { n: 1 }),
  doc(OB, 'press', 'press_article', elena, P.magazineProfile, 'docx', 'OperaNow_profile.docx', { n: 0, trap: 'profile mentions a prize' }),
  doc(OB, 'press', 'press_article', kofi, P.newspaperArticle, 'pdf', 'Hudson_feature.pdf', { n: 2, trap: 'article says he leads the company' }),
  doc(OB, 'press', 'press_article', mira, T.reviewPhoto, 'photo', 'IMG_2207.jpg', { n: 0 }),

  // --- Commercial or critical success ---
  doc(OB, 'commercial', 'sales_report', kofi, T.weeklyGrosses, 'pdf', 'grosses_week_14.pdf', { n: 0, trap: 'grosses report names him as the star in the lead role' }),
  doc(OB, 'commercial', 'sales_report', 'mateo', A.boxOffice, 'txt', 'box_office.txt', { n: 1 }),
  doc(OB, 'commercial', 'sales_report', 'sofia', A.chartEntry, 'pdf', 'chart.pdf', { n: 0 }),
  doc(OB, 'commercial', 'sales_report', 'sofia', A.tourSettlement, 'docx', 'tour settlement.docx', { n: 1, trap: "settlement states the artist's guarantee per show" }),
  doc(OB, 'commercial', 'sales_report', 'jun', A.ratingsReport, 'pdf', 'broadcast_ratings.pdf', { n: 1 }),
  doc(OB, 'commercial', 'sales_report', elena, T.weeklyGrosses, 'txt', 'Tosca grosses.txt', { n: 0 }),

  // --- High salary ---
  doc(OB, 'high_salary', 'employment_letter', elena, T.feeAgreement, 'pdf', 'KOH_contract_2024.pdf', { n: 0, trap: 'contract names the title role she is engaged for' }),
  doc(OB, 'high_salary', 'employment_letter', kofi, E.engagementContract, 'docx', 'engagement agreement.docx'),
  doc(OB, 'high_salary', 'employment_letter', 'mateo', E.engagementContract, 'pdf', 'deal_memo.pdf', { amount: 600000 }),
  doc(OB, 'high_salary', 'employment_letter', mira, T.feeAgreement, 'docx', 'contract_BSB.docx', { n: 1 }),

  // --- Critical role for distinguished organisations ---
  doc(OB, 'critical_role', 'employment_letter', elena, E.roleLetter, 'pdf', 'Director_of_Opera_letter.pdf', { n: 0, trap: "letter mentions the company's prize and press" }),
  doc(OB, 'critical_role', 'employment_letter', mira, E.roleLetter, 'docx', 'letter from the artistic director.docx'),
  doc(OB, 'critical_role', 'employment_letter', kofi, E.roleVerification, 'pdf', 'company_letter.pdf'),

  // --- Recognition from experts ---
  doc(OB, 'expert_recognition', 'award', elena, W.awardNotice, 'pdf', 'Opera_Awards_letter.pdf', { n: 0 }),
  doc(OB, 'expert_recognition', 'award', mira, W.awardCertificate, 'pdf', 'Varna_gold.pdf', { n: 0 }),
  doc(OB, 'expert_recognition', 'membership', kofi, M.electionLetter, 'docx', 'guild_letter.docx'),
  doc(OB, 'expert_recognition', 'review_record', mira, J.juryAppointment, 'pdf', 'Lausanne_jury.pdf'),

  // --- Fixed categories ---
  doc(OB, 'recommendation_letter', 'recommendation_letter', elena, L.recommendation, 'pdf', 'letter_of_support.pdf', { n: 1, trap: 'letter praises her title roles' }),
  doc(OB, 'recommendation_letter', 'recommendation_letter', kofi, L.recommendation, 'docx', 'expert letter.docx', { n: 0 }),
  doc(OB, 'cv', 'cv', elena, L.curriculumVitae, 'docx', 'Marchetti CV.docx', { trap: 'CV lists roles, prizes and houses' }),
  doc(OB, 'cv', 'cv', mira, L.curriculumVitae, 'pdf', 'cv_mira.pdf'),
  doc(OB, 'other', 'other', kofi, L.registrationReceipt, 'pdf', 'receipt.pdf'),
  doc(OB, 'other', 'identity', mira, L.passportPage, 'photo', 'IMG_0192.jpg'),
];
