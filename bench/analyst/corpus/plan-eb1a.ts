/**
 * The EB-1A half of the corpus. The first twenty documents are one applicant's (Dr. Priya Raman,
 * machine learning): they form the coherent petition the chat questions are asked about, so
 * their facts are fixed here. The rest vary person, field, format and trap.
 */
import * as A from './kinds/arts';
import * as C from './kinds/contributions';
import * as E from './kinds/employment';
import * as J from './kinds/judging';
import * as L from './kinds/letters';
import * as M from './kinds/membership';
import * as P from './kinds/press';
import * as S from './kinds/scholarly';
import * as W from './kinds/awards';
import { doc, type Spec } from './spec';

const EB = 'EB-1A' as const;

/** How many leading EB-1A documents make up Priya Raman's own petition (the chat petition). */
export const CHAT_PETITION_SIZE = 20;

export const EB1A_PLAN: Spec[] = [
  // --- Priya Raman's petition (Exhibits 1-20 in plan order) ---
  doc(EB, 'cv', 'cv', 'priya', L.curriculumVitae, 'docx', 'Raman_CV_2024.docx', { trap: 'CV lists awards, a fellowship and publications' }),
  doc(EB, 'awards', 'award', 'priya', W.awardCertificate, 'pdf', 'NeurIPS_outstanding_paper.pdf', { n: 0, date: [2022, 12, 1], trap: 'certificate names the paper it honours (file name says "paper")' }),
  doc(EB, 'awards', 'award', 'priya', W.awardNotice, 'txt', 'award_email.txt', { n: 1, date: [2023, 4, 18], trap: 'notice describes the selection committee judging nominations and the cash prize' }),
  doc(EB, 'memberships', 'membership', 'priya', M.electionLetter, 'pdf', 'ISMLR_fellow.pdf', { date: [2023, 6, 12] }),
  doc(EB, 'press', 'press_article', 'priya', P.newspaperArticle, 'pdf', 'document(3).pdf', { n: 0, date: [2023, 3, 3], by: 'Elena Marsh', trap: 'article mentions a prize the applicant won' }),
  doc(EB, 'press', 'press_article', 'priya', P.pressPhoto, 'photo', 'IMG_2231.jpg', { n: 0, date: [2022, 6, 1], by: 'JANE DOE' }),
  doc(EB, 'judging', 'review_record', 'priya', J.reviewInvitation, 'txt', 'Invitation to review JMLR-23-0417.txt', { date: [2023, 9, 4], by: 'Dr. Samuel Okafor', ref: 'JMLR-23-0417', trap: 'invitation names a journal and its acceptance rate' }),
  doc(EB, 'judging', 'review_record', 'priya', J.reviewCompleted, 'pdf', 'review_thanks.pdf', { date: [2023, 10, 2] }),
  doc(EB, 'judging', 'review_record', 'priya', J.programCommittee, 'docx', 'ICML2024_AC_invite.docx', { date: [2023, 11, 20], trap: 'also invites her to the Best Paper Award committee' }),
  doc(EB, 'contributions', 'citation_record', 'priya', C.citationProfile, 'pdf', 'scholar_profile.pdf', { trap: 'citation record lists paper titles and venues' }),
  doc(EB, 'contributions', 'other', 'priya', C.adoptionLetter, 'docx', 'Nimbus letter.docx', { by: 'Daniel Osei', date: [2024, 2, 9] }),
  doc(EB, 'contributions', 'patent', 'priya', C.patentFront, 'pdf', 'US11734562B2.pdf', { ref: '11,734,562', date: [2023, 8, 22] }),
  doc(EB, 'articles', 'scholarly_paper', 'priya', S.fullPaper, 'pdf', 'neurips2022_sparse_routing.pdf', { n: 0 }),
  doc(EB, 'articles', 'scholarly_paper', 'priya', S.journalFirstPage, 'pdf', 'JBI_2021.pdf', { n: 0, trap: 'acknowledgements name an award and thank the program committee' }),
  doc(EB, 'critical_role', 'employment_letter', 'priya', E.roleLetter, 'docx', 'Lindqvist_letter.docx', { date: [2024, 1, 22] }),
  doc(EB, 'high_salary', 'employment_letter', 'priya', E.salaryLetter, 'pdf', 'letter.pdf', { date: [2024, 1, 15], amount: 485000, by: 'Marcus Hale', trap: 'pay letter says she leads a team' }),
  doc(EB, 'high_salary', 'pay_record', 'priya', E.w2, 'pdf', 'W2_2023.pdf', { date: [2023, 12, 31], amount: 512340 }),
  doc(EB, 'recommendation_letter', 'recommendation_letter', 'priya', L.recommendation, 'docx', 'Albright_support_letter.docx', { n: 0, by: 'Thomas Albright', trap: 'recommendation letter praises her award' }),
  doc(EB, 'recommendation_letter', 'recommendation_letter', 'priya', L.recommendation, 'pdf', 'LB_letter_signed.pdf', { by: 'Laura Benítez' }),
  doc(EB, 'high_salary', 'pay_record', 'priya', E.payslip, 'pdf', 'paystub_march.pdf', { date: [2024, 3, 1], amount: 485000 }),

  // --- Awards ---
  doc(EB, 'awards', 'award', 'amara', W.winnersRelease, 'pdf', 'press_release_SGE.pdf', { n: 0, note: "the awarding body's release reads like press (headline, dateline, media contact)" }),
  doc(EB, 'awards', 'award', 'sofia', W.awardCertificate, 'pdf', 'Grammis_2021.pdf', { n: 0 }),
  doc(EB, 'awards', 'award', 'mateo', W.awardNotice, 'txt', 'Sundial_jury_prize.txt', { n: 0, trap: 'notice describes the jury and its deliberation' }),
  doc(EB, 'awards', 'award', 'yara', W.medalConferred, 'pdf', 'MAP_2022_conferral.pdf', { n: 0, trap: 'conferral mentions the prize jury reviewing nominations' }),
  doc(EB, 'awards', 'award', 'jun', W.competitionResults, 'docx', 'results_final.docx', { n: 0, trap: 'results list names the jury that certified them' }),
  doc(EB, 'awards', 'award', 'lena', W.awardPhoto, 'photo', 'IMG_0871.jpg', { n: 0 }),
  doc(EB, 'awards', 'award', 'nadia', W.awardCertificate, 'docx', 'certificate.docx', { n: 1 }),

  // --- Memberships ---
  doc(EB, 'memberships', 'membership', 'amara', M.bylawsExcerpt, 'pdf', 'AGS_bylaws_and_confirmation.pdf'),
  doc(EB, 'memberships', 'membership', 'nadia', M.electionLetter, 'docx', 'IAAS election.docx', { trap: 'election letter cites her award and her reviewing' }),
  doc(EB, 'memberships', 'membership', 'yara', M.academyAnnouncement, 'txt', 'aia_news.txt', { trap: 'announcement reads like news and mentions newspaper coverage' }),
  doc(EB, 'memberships', 'membership', 'sofia', M.membershipPhoto, 'photo', 'IMG_4410.jpg'),
  doc(EB, 'memberships', 'membership', 'jun', M.membershipCertificate, 'pdf', 'RPS_honorary.pdf', { trap: 'membership certificate names a prize' }),
  doc(EB, 'memberships', 'membership', 'mateo', M.electionLetter, 'pdf', 'academy_invitation.pdf'),
  doc(EB, 'memberships', 'membership', 'lena', M.membershipCertificate, 'docx', 'FRPS.docx'),

  // --- Press ---
  doc(EB, 'press', 'press_article', 'amara', P.webArticle, 'txt', 'genomewatch_article.txt', { n: 1, trap: "article quotes the applicant's paper and its citations" }),
  doc(EB, 'press', 'press_article', 'mateo', P.translatedArticle, 'pdf', 'traduccion_certificada.pdf', { n: 0, trap: 'translated article mentions a prize; a translator certification comes first' }),
  doc(EB, 'press', 'press_article', 'sofia', P.magazineProfile, 'docx', 'RollingSound_feature.docx', { n: 3, trap: 'profile mentions her jury service' }),
  doc(EB, 'press', 'press_article', 'nadia', P.newspaperArticle, 'pdf', 'DenverRegister_2022.pdf', { n: 1 }),
  doc(EB, 'press', 'press_article', 'yara', P.webArticle, 'txt', 'article.txt', { n: 0 }),
  doc(EB, 'press', 'press_article', 'jun', P.broadcastTranscript, 'txt', 'radio_transcript.txt', { n: 0, trap: 'transcript mentions a prize' }),

  // --- Judging ---
  doc(EB, 'judging', 'review_record', 'amara', J.reviewInvitation, 'txt', 'NAR review request.txt', { trap: 'invitation names a journal' }),
  doc(EB, 'judging', 'review_record', 'mateo', J.juryAppointment, 'pdf', 'Rotterdam_jury.pdf', { trap: 'jury appointment names the prize the jury awards' }),
  doc(EB, 'judging', 'review_record', 'yara', J.juryAppointment, 'docx', 'Gdansk competition jury.docx'),
  doc(EB, 'judging', 'review_record', 'jun', J.judgingPhoto, 'photo', 'IMG_5120.jpg'),
  doc(EB, 'judging', 'review_record', 'nadia', J.grantPanel, 'pdf', 'NSF_panel_service.pdf', { trap: 'panel letter mentions awards and funding amounts' }),
  doc(EB, 'judging', 'review_record', 'lena', J.juryAppointment, 'txt', 'EPA jury confirmation.txt'),

  // --- Original contributions ---
  doc(EB, 'contributions', 'other', 'amara', C.adoptionLetter, 'docx', 'Northgate_adoption_letter.docx', { trap: 'adoption letter says she led the team and cites her papers' }),
  doc(EB, 'contributions', 'citation_record', 'amara', C.citationReport, 'pdf', 'WoS_citation_report.pdf', { trap: 'citation report mentions press coverage and a prize' }),
  doc(EB, 'contributions', 'other', 'nadia', C.usageStats, 'txt', 'StormScale_usage.txt', { trap: 'download counts (a sales word) measure adoption here' }),
  doc(EB, 'contributions', 'other', 'nadia', C.licenceAgreement, 'pdf', 'license_agreement_executed.pdf'),
  doc(EB, 'contributions', 'patent', 'amara', C.patentFront, 'pdf', 'patent.pdf'),

  // --- Scholarly articles ---
  doc(EB, 'articles', 'scholarly_paper', 'amara', S.preprint, 'pdf', 'arxiv_2105.pdf', { n: 1, trap: 'paper says the method was adopted widely' }),
  doc(EB, 'articles', 'scholarly_paper', 'amara', S.journalFirstPage, 'pdf', 'CellReports_2022.pdf', { n: 0 }),
  doc(EB, 'articles', 'scholarly_paper', 'nadia', S.fullPaper, 'docx', 'manuscript_final_accepted.docx', { n: 0 }),
  doc(EB, 'articles', 'scholarly_paper', 'nadia', S.bookChapter, 'pdf', 'handbook_chapter.pdf', { n: 1, trap: 'chapter says the model was adopted by agencies' }),
  doc(EB, 'articles', 'scholarly_paper', 'yara', S.tradeEssay, 'docx', 'BuildingForm_essay.docx', { note: "magazine essay with the applicant's own by-line (authorship, not coverage)" }),
  doc(EB, 'articles', 'scholarly_paper', 'nadia', S.paperPhoto, 'photo', 'IMG_3307.jpg', { n: 1 }),

  // --- Exhibitions ---
  doc(EB, 'exhibitions', 'exhibition_record', 'lena', A.galleryShow, 'pdf', 'Nordlicht_press_release.pdf', { n: 0, trap: 'announcement calls the artist award-winning' }),
  doc(EB, 'exhibitions', 'exhibition_record', 'lena', A.catalogueChecklist, 'pdf', 'catalogue_pp12-13.pdf', { trap: 'catalogue lists sale prices' }),
  doc(EB, 'exhibitions', 'exhibition_record', 'lena', A.exhibitionPhoto, 'photo', 'IMG_7781.jpg', { n: 1 }),
  doc(EB, 'exhibitions', 'exhibition_record', 'yara', A.showcaseSelection, 'docx', 'Biennale_selection_letter.docx', { n: 0, trap: 'selection described as an honour, with visitor numbers' }),
  doc(EB, 'exhibitions', 'exhibition_record', 'diego', A.galleryShow, 'txt', 'chicago_biennial_listing.txt', { n: 1 }),
  doc(EB, 'exhibitions', 'exhibition_record', 'mateo', A.festivalScreening, 'pdf', 'Venice_schedule.pdf', { n: 0, trap: 'screening schedule names competition prizes' }),
  doc(EB, 'exhibitions', 'exhibition_record', 'chloe', A.festivalScreening, 'docx', 'TFW_screenings.docx', { n: 1 }),
  doc(EB, 'exhibitions', 'exhibition_record', 'diego', A.participationCertificate, 'pdf', 'certificate_of_participation.pdf', { n: 2, trap: 'a certificate, and the section is chosen by a jury' }),

  // --- Critical role ---
  doc(EB, 'critical_role', 'employment_letter', 'amara', E.roleLetter, 'pdf', 'Lumen_CSO_letter.pdf', { n: 0, trap: "role letter mentions the team's award and press coverage" }),
  doc(EB, 'critical_role', 'employment_letter', 'nadia', E.roleVerification, 'docx', 'role_description.docx'),
  doc(EB, 'critical_role', 'employment_letter', 'yara', E.roleLetter, 'pdf', 'MarlowFinch_letter.pdf', { note: "the firm's reputation line mentions its award" }),
  doc(EB, 'critical_role', 'employment_letter', 'ivan', E.roleLetter, 'docx', 'Voltaris_CTO_letter.docx', { n: 1, trap: 'role letter mentions patents and papers' }),
  doc(EB, 'critical_role', 'other', 'diego', E.orgChart, 'txt', 'org_chart.txt'),
  doc(EB, 'critical_role', 'employment_letter', 'amara', E.roleVerification, 'pdf', 'HR_verification.pdf', { trap: 'role description mentions patents and publications' }),
  doc(EB, 'critical_role', 'employment_letter', 'nadia', E.roleLetter, 'txt', 'letter_from_Everett.txt'),

  // --- High salary ---
  doc(EB, 'high_salary', 'employment_letter', 'amara', E.offerLetter, 'pdf', 'Lumen_offer.pdf', { trap: 'offer mentions a patent incentive programme' }),
  doc(EB, 'high_salary', 'employment_letter', 'yara', E.salaryLetter, 'docx', 'salary_verification.docx'),
  doc(EB, 'high_salary', 'employment_letter', 'mateo', E.engagementContract, 'pdf', 'deal_memo_QF.pdf', { amount: 750000 }),
  doc(EB, 'high_salary', 'other', 'nadia', E.salaryComparison, 'txt', 'wage_comparison.txt', { trap: 'comparison says she leads a team' }),
  doc(EB, 'high_salary', 'employment_letter', 'jun', E.engagementContract, 'docx', 'engagement_2023.docx', { trap: 'contract mentions album royalties' }),
  doc(EB, 'high_salary', 'pay_record', 'diego', E.payslipPhoto, 'photo', 'IMG_6650.jpg'),

  // --- Commercial success ---
  doc(EB, 'commercial', 'sales_report', 'mateo', A.boxOffice, 'pdf', 'boxoffice_QuietFrontier.pdf', { n: 0, trap: 'box-office report mentions an award nomination' }),
  doc(EB, 'commercial', 'sales_report', 'sofia', A.salesCertification, 'pdf', 'certification_NLH.pdf', { n: 0, trap: 'sales certification reads like an award certificate' }),
  doc(EB, 'commercial', 'sales_report', 'sofia', A.streamingStatement, 'txt', 'streaming_2023.txt', { trap: 'statement shows royalties paid (pay-like)' }),
  doc(EB, 'commercial', 'sales_report', 'sofia', A.chartEntry, 'docx', 'chart_week32.docx', { n: 1 }),
  doc(EB, 'commercial', 'sales_report', 'jun', A.chartEntry, 'pdf', 'classical_chart.pdf', { n: 0 }),
  doc(EB, 'commercial', 'sales_report', 'sofia', A.tourSettlement, 'pdf', 'tour_settlement.pdf', { n: 0, trap: "settlement states the artist's guarantee per show" }),
  doc(EB, 'commercial', 'sales_report', 'sofia', A.plaquePhoto, 'photo', 'IMG_9034.jpg', { n: 0, note: 'a presentation plaque that looks like an award' }),
  doc(EB, 'commercial', 'sales_report', 'jun', A.ratingsReport, 'docx', 'ratings_report.docx', { n: 2 }),

  // --- Fixed categories ---
  doc(EB, 'recommendation_letter', 'recommendation_letter', 'sofia', L.recommendation, 'docx', 'support_letter_final.docx', { n: 1, trap: 'letter praises her jury service' }),
  doc(EB, 'recommendation_letter', 'recommendation_letter', 'amara', L.recommendation, 'pdf', 'scan_0043.pdf'),
  doc(EB, 'cv', 'cv', 'mateo', L.curriculumVitae, 'pdf', 'Alvarez_CV.pdf', { trap: 'CV lists awards and festival screenings' }),
  doc(EB, 'other', 'other', 'nadia', L.diploma, 'pdf', 'PhD_diploma.pdf', { note: "diploma says 'hereby conferred' (a degree is not a prize)" }),
  doc(EB, 'other', 'identity', 'amara', L.passportPage, 'pdf', 'passport_scan.pdf'),
];
