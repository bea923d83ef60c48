/**
 * The UK Global Talent part of the corpus: a London engineer (digital technology) and a Manchester
 * choreographer (arts and culture). Media recognition includes invitations to speak and critics'
 * reviews; contributions include patents, papers, adoption and an employer's account of what was built.
 */
import * as C from './kinds/contributions';
import * as L from './kinds/letters';
import * as P from './kinds/press';
import * as S from './kinds/scholarly';
import * as T from './kinds/stage';
import * as U from './kinds/uk';
import * as W from './kinds/awards';
import { STAGE } from './people-stage';
import { doc, type Spec } from './spec';

const UK = 'UK_GLOBAL_TALENT' as const;
const { aisha, niamh } = STAGE;

export const UK_PLAN: Spec[] = [
  doc(UK, 'cv', 'cv', aisha, L.curriculumVitae, 'pdf', 'Aisha_Bello_CV.pdf', { trap: 'CV lists awards and publications' }),
  doc(UK, 'cv', 'cv', niamh, L.curriculumVitae, 'docx', 'CV Niamh Doyle.docx'),
  doc(UK, 'recommendation_letter', 'recommendation_letter', aisha, L.recommendation, 'pdf', 'letter_1.pdf', { n: 0, trap: 'letter praises her award' }),
  doc(UK, 'recommendation_letter', 'recommendation_letter', aisha, L.recommendation, 'docx', 'letter_2.docx', { n: 2 }),
  doc(UK, 'recommendation_letter', 'recommendation_letter', niamh, L.recommendation, 'pdf', 'letter of recommendation.pdf', { n: 1 }),

  // --- Awards and prizes ---
  doc(UK, 'awards', 'award', aisha, W.awardNotice, 'pdf', 'award_letter.pdf', { n: 1, trap: 'notice describes the judging panel' }),
  doc(UK, 'awards', 'award', aisha, W.awardCertificate, 'docx', 'certificate.docx', { n: 0 }),
  doc(UK, 'awards', 'award', niamh, W.awardNotice, 'txt', 'National Dance Critics Award.txt', { n: 1 }),
  doc(UK, 'awards', 'award', niamh, W.awardPhoto, 'photo', 'IMG_5521.jpg', { n: 0 }),

  // --- Media recognition ---
  doc(UK, 'press', 'press_article', aisha, P.newspaperArticle, 'pdf', 'Seattle_Standard.pdf', { n: 1 }),
  doc(UK, 'press', 'press_article', aisha, P.webArticle, 'txt', 'datastack_weekly.txt', { n: 0 }),
  doc(UK, 'press', 'other', aisha, U.keynoteInvitation, 'pdf', 'keynote_invitation.pdf', { trap: 'invitation describes the selection committee' }),
  doc(UK, 'press', 'press_article', niamh, T.criticReview, 'docx', 'Guardian-style review.docx', { n: 2, trap: 'review names the lead role and the box office' }),
  doc(UK, 'press', 'press_article', niamh, P.magazineProfile, 'pdf', 'DIQ_profile.pdf', { n: 0 }),

  // --- Patents and contributions ---
  doc(UK, 'contributions', 'patent', aisha, C.patentFront, 'pdf', 'GB_patent.pdf', { n: 0 }),
  doc(UK, 'contributions', 'scholarly_paper', aisha, S.fullPaper, 'pdf', 'vldb_paper.pdf', { n: 0 }),
  doc(UK, 'contributions', 'citation_record', aisha, C.citationProfile, 'txt', 'scholar_profile.txt'),
  doc(UK, 'contributions', 'other', aisha, C.adoptionLetter, 'docx', 'bank_letter.docx'),
  doc(UK, 'contributions', 'other', aisha, C.usageStats, 'txt', 'github_stats.txt'),
  doc(UK, 'contributions', 'employment_letter', aisha, U.contributionLetter, 'pdf', 'CTO_letter.pdf', { trap: 'letter says she leads a team and reports to the CTO' }),

  doc(UK, 'other', 'other', aisha, L.courseCertificate, 'pdf', 'certificate (1).pdf', { note: 'a course certificate of completion, not a prize' }),
];
