/**
 * The O-1A half of the corpus: eight documents per O-1A criterion (sciences, business and
 * technology applicants), plus letters, CVs and documents that prove nothing.
 */
import * as C from './kinds/contributions';
import * as E from './kinds/employment';
import * as J from './kinds/judging';
import * as L from './kinds/letters';
import * as M from './kinds/membership';
import * as P from './kinds/press';
import * as S from './kinds/scholarly';
import * as W from './kinds/awards';
import { doc, type Spec } from './spec';

const O1 = 'O-1A' as const;

export const O1A_PLAN: Spec[] = [
  // --- Awards ---
  doc(O1, 'awards', 'award', 'tomas', W.awardCertificate, 'pdf', 'WFF_best_paper.pdf', { n: 0, trap: 'certificate names the paper it honours' }),
  doc(O1, 'awards', 'award', 'kenji', W.awardNotice, 'docx', 'award letter.docx', { n: 1, trap: 'notice describes the selection committee judging nominations' }),
  doc(O1, 'awards', 'award', 'ivan', W.winnersRelease, 'pdf', 'IBA_announcement.pdf', { n: 1, note: "the awarding body's release reads like press" }),
  doc(O1, 'awards', 'award', 'hana', W.awardNotice, 'txt', 'Whitcombe_fellowship_award.txt', { n: 1, trap: "a research 'Fellowship' that is a competitive award, not a membership" }),
  doc(O1, 'awards', 'award', 'olumide', W.awardCertificate, 'docx', 'IDP_certificate.docx', { n: 0 }),
  doc(O1, 'awards', 'award', 'meera', W.medalConferred, 'pdf', 'document(7).pdf', { n: 0, trap: 'conferral mentions the prize jury reviewing nominations' }),
  doc(O1, 'awards', 'award', 'rafael', W.awardPhoto, 'photo', 'IMG_1188.jpg', { n: 2 }),
  doc(O1, 'awards', 'award', 'ivan', W.awardCertificate, 'pdf', 'joule_paper_award.pdf', { n: 1, trap: 'certificate names a paper (file name says "paper")' }),

  // --- Memberships ---
  doc(O1, 'memberships', 'membership', 'tomas', M.electionLetter, 'pdf', 'IAQF_fellowship.pdf', { trap: 'election letter cites his award and his reviewing' }),
  doc(O1, 'memberships', 'membership', 'kenji', M.gradeElevation, 'txt', 'IEEE senior member.txt'),
  doc(O1, 'memberships', 'membership', 'ivan', M.membershipCertificate, 'pdf', 'FRSC_certificate.pdf'),
  doc(O1, 'memberships', 'membership', 'hana', M.academyAnnouncement, 'docx', 'ANS_new_members.docx', { trap: 'announcement reads like news and mentions newspaper coverage' }),
  doc(O1, 'memberships', 'membership', 'olumide', M.gradeElevation, 'txt', 'acm_distinguished.txt', { trap: 'elevation email mentions his leadership and publications' }),
  doc(O1, 'memberships', 'membership', 'meera', M.bylawsExcerpt, 'pdf', 'scan_0112.pdf', { trap: 'bylaws say members judge the society awards' }),
  doc(O1, 'memberships', 'membership', 'rafael', M.membershipCertificate, 'docx', 'ISMLR_member.docx'),
  doc(O1, 'memberships', 'membership', 'kenji', M.membershipPhoto, 'photo', 'IMG_2040.jpg'),

  // --- Press ---
  doc(O1, 'press', 'press_article', 'tomas', P.newspaperArticle, 'pdf', 'WSL_article.pdf', { n: 2, by: 'Rebecca Lowe', trap: 'article mentions that he leads a team' }),
  doc(O1, 'press', 'press_article', 'tomas', P.broadcastTranscript, 'txt', 'markets_hour_transcript.txt'),
  doc(O1, 'press', 'press_article', 'kenji', P.webArticle, 'txt', 'robotreport.txt', { n: 0, trap: 'article mentions a prize' }),
  doc(O1, 'press', 'press_article', 'ivan', P.newspaperArticle, 'pdf', 'Chronicle_Herald_story.pdf', { n: 0 }),
  doc(O1, 'press', 'press_article', 'hana', P.magazineProfile, 'docx', 'BrainMind_profile.docx', { n: 1, trap: "profile quotes her paper's title and citations" }),
  doc(O1, 'press', 'press_article', 'olumide', P.webArticle, 'docx', 'DarkReading.docx', { n: 0 }),
  doc(O1, 'press', 'press_article', 'meera', P.pressPhoto, 'photo', 'IMG_3391.jpg', { n: 0 }),
  doc(O1, 'press', 'press_article', 'rafael', P.newspaperArticle, 'pdf', 'news.pdf', { n: 3, trap: 'article mentions his jury service' }),

  // --- Judging ---
  doc(O1, 'judging', 'review_record', 'tomas', J.reviewInvitation, 'txt', 'QF review invitation.txt', { trap: 'invitation names a journal' }),
  doc(O1, 'judging', 'review_record', 'tomas', J.programCommittee, 'docx', 'ICAIF_PC.docx'),
  doc(O1, 'judging', 'review_record', 'kenji', J.reviewerRecord, 'pdf', 'review_record_export.pdf', { trap: 'record lists journal names' }),
  doc(O1, 'judging', 'review_record', 'ivan', J.thesisExaminer, 'pdf', 'examiner_appointment.pdf'),
  doc(O1, 'judging', 'review_record', 'hana', J.juryAppointment, 'docx', 'BCI_award_jury.docx', { trap: 'jury appointment names the award the jury gives' }),
  doc(O1, 'judging', 'review_record', 'olumide', J.juryAppointment, 'txt', 'ctf_judge.txt'),
  doc(O1, 'judging', 'review_record', 'meera', J.grantPanel, 'pdf', 'NIH_study_section.pdf'),
  doc(O1, 'judging', 'review_record', 'rafael', J.reviewCompleted, 'txt', 'Re_ review completed.txt', { trap: 'thank-you mentions the paper being accepted and published' }),

  // --- Original contributions ---
  doc(O1, 'contributions', 'citation_record', 'tomas', C.citationProfile, 'pdf', 'GS_Herrera.pdf', { trap: 'citation record lists paper titles and venues' }),
  doc(O1, 'contributions', 'other', 'tomas', C.licenceAgreement, 'pdf', 'OpenTerm_license.pdf', { trap: 'licence sets fees and royalties' }),
  doc(O1, 'contributions', 'other', 'kenji', C.adoptionLetter, 'docx', 'Tern_Logistics_letter.docx'),
  doc(O1, 'contributions', 'patent', 'ivan', C.patentFront, 'pdf', 'US_patent_FluoroShield.pdf', { trap: 'patent mentions publications and several inventors' }),
  doc(O1, 'contributions', 'other', 'hana', C.usageStats, 'txt', 'ReplayDecoder_stats.txt'),
  doc(O1, 'contributions', 'other', 'olumide', C.adoptionLetter, 'docx', 'document(2).docx', { trap: 'adoption letter says he led the team and cites his papers' }),
  doc(O1, 'contributions', 'citation_record', 'meera', C.citationReport, 'pdf', 'citation_report.pdf'),
  doc(O1, 'contributions', 'patent', 'kenji', C.patentPhoto, 'photo', 'IMG_4478.jpg'),

  // --- Scholarly articles ---
  doc(O1, 'articles', 'scholarly_paper', 'tomas', S.preprint, 'pdf', 'SSRN_draft.pdf', { n: 2, trap: 'a paper about executive salaries and bonuses' }),
  doc(O1, 'articles', 'scholarly_paper', 'kenji', S.fullPaper, 'pdf', 'tro2021.pdf', { n: 0, trap: 'acknowledgements name an award and thank the program committee' }),
  doc(O1, 'articles', 'scholarly_paper', 'ivan', S.journalFirstPage, 'pdf', 'AEM_2022.pdf', { n: 0 }),
  doc(O1, 'articles', 'scholarly_paper', 'hana', S.fullPaper, 'docx', 'Kim_Neuron_final.docx', { n: 0 }),
  doc(O1, 'articles', 'scholarly_paper', 'olumide', S.fullPaper, 'pdf', 'usenix21.pdf', { n: 0 }),
  doc(O1, 'articles', 'scholarly_paper', 'meera', S.bookChapter, 'docx', 'chapter7.docx', { n: 0, trap: 'chapter acknowledges an award' }),
  doc(O1, 'articles', 'scholarly_paper', 'rafael', S.preprint, 'pdf', '2305.11873.pdf', { n: 0 }),
  doc(O1, 'articles', 'scholarly_paper', 'kenji', S.paperPhoto, 'photo', 'IMG_5561.jpg', { n: 1 }),

  // --- Critical role ---
  doc(O1, 'critical_role', 'employment_letter', 'tomas', E.roleLetter, 'pdf', 'CIO_letter.pdf', { n: 0, trap: "role letter mentions the team's prize and press coverage" }),
  doc(O1, 'critical_role', 'other', 'tomas', E.orgChart, 'txt', 'orgchart_2024.txt'),
  doc(O1, 'critical_role', 'employment_letter', 'kenji', E.roleVerification, 'docx', 'Arcadia_role.docx'),
  doc(O1, 'critical_role', 'employment_letter', 'ivan', E.roleLetter, 'docx', 'letter (1).docx', { n: 1, trap: 'role letter mentions patents and papers' }),
  doc(O1, 'critical_role', 'employment_letter', 'hana', E.roleLetter, 'pdf', 'Whitaker_letter.pdf'),
  doc(O1, 'critical_role', 'employment_letter', 'olumide', E.roleVerification, 'pdf', 'role_verification.pdf', { trap: 'role description mentions patents and publications' }),
  doc(O1, 'critical_role', 'employment_letter', 'meera', E.roleLetter, 'txt', 'CEO_letter.txt'),
  doc(O1, 'critical_role', 'employment_letter', 'rafael', E.roleLetter, 'docx', 'Quill_letter.docx', { n: 0, trap: "role letter mentions the team's prize and press coverage" }),

  // --- High salary ---
  doc(O1, 'high_salary', 'employment_letter', 'tomas', E.salaryLetter, 'pdf', 'comp_verification.pdf', { trap: 'pay letter says he leads a team' }),
  doc(O1, 'high_salary', 'pay_record', 'tomas', E.w2, 'pdf', 'W-2 2023.pdf'),
  doc(O1, 'high_salary', 'pay_record', 'tomas', E.payslip, 'pdf', 'scan_0099.pdf', { trap: 'pay slip has an award bonus line' }),
  doc(O1, 'high_salary', 'employment_letter', 'kenji', E.offerLetter, 'docx', 'Offer - Arcadia.docx'),
  doc(O1, 'high_salary', 'other', 'ivan', E.salaryComparison, 'txt', 'salary_survey_comparison.txt'),
  doc(O1, 'high_salary', 'pay_record', 'hana', E.payslipPhoto, 'photo', 'IMG_6012.jpg'),
  doc(O1, 'high_salary', 'employment_letter', 'olumide', E.offerLetter, 'docx', 'offer_letter_signed.docx', { trap: 'offer mentions a patent incentive programme' }),
  doc(O1, 'high_salary', 'employment_letter', 'meera', E.salaryLetter, 'docx', 'HR letter.docx'),

  // --- Fixed categories ---
  doc(O1, 'recommendation_letter', 'recommendation_letter', 'tomas', L.recommendation, 'pdf', 'Sorensen_letter.pdf', { by: 'Anika Sørensen' }),
  doc(O1, 'recommendation_letter', 'recommendation_letter', 'kenji', L.recommendation, 'docx', 'expert_opinion_letter.docx', { n: 0, trap: 'letter praises his award' }),
  doc(O1, 'recommendation_letter', 'recommendation_letter', 'meera', L.recommendation, 'docx', 'letter_of_support.docx', { n: 2, trap: 'letter praises her pay and leadership' }),
  doc(O1, 'cv', 'cv', 'tomas', L.curriculumVitae, 'docx', 'Herrera CV.docx', { trap: 'CV lists awards and publications' }),
  doc(O1, 'cv', 'cv', 'olumide', L.curriculumVitae, 'pdf', 'resume.pdf'),
  doc(O1, 'other', 'other', 'kenji', L.registrationReceipt, 'pdf', 'ICRA_receipt.pdf', { trap: 'receipt lists a Best Paper Award banquet ticket' }),
  doc(O1, 'other', 'other', 'hana', L.courseCertificate, 'pdf', 'certificate (2).pdf', { note: 'a course certificate of completion, not a prize' }),
];
