/**
 * The held-out plan: which applicant, template, format and file name each document has, and
 * its label. The last field, when set, is the label's `distractor`: it plants the template's trap
 * sentence, unless it starts with 'note: ' (wording the template always has).
 */
import type { DocumentKind } from '../../../src/contract/categories';
import { categoryId, type BenchVisa, type CategoryKey, type CorpusDoc, type Format } from '../corpus/types';
import { HP, type HKey } from './people';
import * as A from './t/arts';
import * as D from './t/media';
import * as M from './t/misc';
import * as N from './t/more';
import * as G from './t/recognition';
import * as R from './t/research';
import * as W from './t/roles';
import type { T } from './t/util';

type Row = [BenchVisa, CategoryKey, DocumentKind, HKey, T, Format, string, string?];
const EB = 'EB-1A' as const;
const O1 = 'O-1A' as const;

const PLAN: Row[] = [
  // ---- EB-1A ----
  [EB, 'awards', 'award', 'aigerim', G.uniNewsroom, 'pdf', 'KIT_news_Welker.pdf', 'news page says she reviews and sits on an editorial board'],
  [EB, 'awards', 'award', 'nkechi', G.foundationRelease, 'pdf', 'press_release_halvorsen.pdf', "foundation's release compares the purse with her salary; reads like press"],
  [EB, 'awards', 'award', 'elena', G.stateDecree, 'docx', 'Order_145_2021_EN.docx'],
  [EB, 'awards', 'award', 'kwame', G.pitchResults, 'txt', 'results.txt'],
  [EB, 'awards', 'award', 'lars', G.plaquePhoto, 'photo', 'IMG_5521.jpg'],
  [EB, 'memberships', 'membership', 'nkechi', G.admissionLetter, 'pdf', 'RSTMH.pdf', 'admission letter cites a medal and grant reviewing'],
  [EB, 'memberships', 'membership', 'lars', G.directoryEntry, 'txt', 'IET member lookup.txt'],
  [EB, 'memberships', 'membership', 'aigerim', G.newMembersList, 'docx', 'AE_2023_new_members.docx'],
  [EB, 'memberships', 'membership', 'kwame', G.memberCard, 'photo', 'IMG_0093.jpg'],
  [EB, 'press', 'press_article', 'lars', D.tradeQA, 'pdf', 'windpower_monthly.pdf', 'Q&A asks about a prize he won'],
  [EB, 'press', 'press_article', 'nkechi', D.datelineNews, 'txt', 'NAN story.txt'],
  [EB, 'press', 'press_article', 'shreya', D.portalStory, 'txt', 'yourstory.txt', 'article states her salary'],
  [EB, 'press', 'press_article', 'camille', D.clippingPhoto, 'photo', 'IMG_3307.jpg'],
  [EB, 'judging', 'review_record', 'camille', D.editorThanks, 'pdf', 'thank you.pdf', "editor's thanks mentions the journal's best-paper award"],
  [EB, 'judging', 'review_record', 'sam', D.panelAppointment, 'docx', 'NCN_appointment.docx'],
  [EB, 'judging', 'review_record', 'yusuf', D.hackathonJudge, 'txt', 'hackzurich.txt'],
  [EB, 'judging', 'review_record', 'kwame', D.startupJury, 'pdf', 'seedstars_jury.pdf', 'jury page is about an award of USD 50,000'],
  [EB, 'contributions', 'other', 'aigerim', R.licenseeLetter, 'pdf', 'Heliotec_letter.pdf', "licensee states royalties and module sales (commercial success's words)"],
  [EB, 'contributions', 'patent', 'lars', R.epPatent, 'pdf', 'EP3871402B1.pdf'],
  [EB, 'contributions', 'other', 'yusuf', R.repoStats, 'txt', 'github insights.txt', 'page mentions sponsorship money and licence fees'],
  [EB, 'contributions', 'citation_record', 'nkechi', R.scopusProfile, 'pdf', 'scopus_export.pdf'],
  [EB, 'contributions', 'other', 'kwame', R.agencyAdoption, 'docx', 'COCOBOD confirmation.docx'],
  [EB, 'articles', 'scholarly_paper', 'aigerim', R.journalFirstPage, 'pdf', 'EES_2022.pdf'],
  [EB, 'articles', 'scholarly_paper', 'shreya', R.acceptedPapers, 'txt', 'accepted papers.txt'],
  [EB, 'articles', 'scholarly_paper', 'lars', R.opEd, 'pdf', 'recharge_opinion.pdf', "note: own by-line column in a trade publication; reads like press"],
  [EB, 'articles', 'scholarly_paper', 'camille', R.bookChapter, 'docx', 'chapter9.docx'],
  [EB, 'articles', 'scholarly_paper', 'kwame', R.paperPhoto, 'photo', 'IMG_4410.jpg'],
  [EB, 'exhibitions', 'exhibition_record', 'itzel', A.galleryRelease, 'pdf', 'kurimanzutto_press.pdf', "gallery's press release mentions an Artforum profile and a prize"],
  [EB, 'exhibitions', 'exhibition_record', 'itzel', A.biennialArtists, 'docx', 'bienal_artistas.docx'],
  [EB, 'exhibitions', 'exhibition_record', 'mirela', A.festivalProgramme, 'txt', 'dokfest programme.txt'],
  [EB, 'exhibitions', 'exhibition_record', 'haruto', A.fairExhibition, 'pdf', 'angouleme_expo.pdf', 'page mentions a million copies sold'],
  [EB, 'exhibitions', 'exhibition_record', 'jonas', A.posterPhoto, 'photo', 'IMG_8812.jpg'],
  [EB, 'critical_role', 'other', 'kwame', W.aboutFounder, 'txt', 'about.txt'],
  [EB, 'critical_role', 'other', 'mateus', W.boardMinutes, 'pdf', 'ata_conselho_extract.pdf', 'minutes also set his salary and shares'],
  [EB, 'critical_role', 'employment_letter', 'aigerim', W.arbeitszeugnis, 'docx', 'Arbeitszeugnis_EN.docx'],
  [EB, 'critical_role', 'other', 'sam', W.annualReportLeaders, 'pdf', 'AR2022_p14.pdf'],
  [EB, 'high_salary', 'pay_record', 'sam', W.totalRewards, 'pdf', 'total_rewards_2023.pdf'],
  [EB, 'high_salary', 'pay_record', 'mateus', W.rsuNotice, 'pdf', 'RSU_notice.pdf', "note: 'Award' throughout a stock grant notice"],
  [EB, 'high_salary', 'employment_letter', 'haruto', W.bookContract, 'docx', 'contract_kobunsha.docx'],
  [EB, 'high_salary', 'other', 'shreya', W.salaryBenchmark, 'pdf', 'salary_survey_extract.pdf'],
  [EB, 'high_salary', 'pay_record', 'nkechi', W.p60, 'pdf', 'P60_2023.pdf'],
  [EB, 'commercial', 'sales_report', 'jonas', A.royaltyStatement, 'txt', 'statement_2022.txt'],
  [EB, 'commercial', 'sales_report', 'jonas', A.goldCertification, 'pdf', 'IFPI_cert.pdf', "note: a sales certification reads like an award ('certified', 'platinum')"],
  [EB, 'commercial', 'sales_report', 'mirela', A.admissionsReport, 'docx', 'CNC_2022_admissions.docx'],
  [EB, 'commercial', 'sales_report', 'haruto', A.publisherRoyalties, 'pdf', 'royalty_H2_2023.pdf'],
  [EB, 'commercial', 'sales_report', 'itzel', A.auctionResults, 'txt', 'christies results.txt', "provenance line says 'exhibited at'"],
  [EB, 'recommendation_letter', 'recommendation_letter', 'nkechi', M.peerOpinion, 'pdf', 'Mokoena.pdf', 'letter lists her prize, press and a funding committee'],
  [EB, 'recommendation_letter', 'recommendation_letter', 'itzel', M.curatorLetter, 'docx', 'letter.docx'],
  [EB, 'cv', 'cv', 'aigerim', M.euroCV, 'pdf', 'CV_Seitkali.pdf', 'CV lists a medal, a membership and reviewing'],
  [EB, 'cv', 'cv', 'itzel', M.artistCV, 'txt', 'cv.txt', "note: artist CV is mostly lists of exhibitions"],
  [EB, 'other', 'other', 'aigerim', M.credentialEval, 'pdf', 'ECE_report.pdf'],
  [EB, 'other', 'other', 'nkechi', M.hotelInvoice, 'pdf', 'invoice_2201874.pdf'],
  [EB, 'other', 'identity', 'kwame', M.idCardPhoto, 'photo', 'IMG_0001.jpg'],

  // ---- O-1A ----
  [O1, 'awards', 'award', 'shreya', G.congratsEmail, 'txt', 'Re_ congratulations.txt', 'winners are invited to join next year\'s judging panel'],
  [O1, 'awards', 'award', 'camille', G.uniNewsroom, 'docx', 'news.docx'],
  [O1, 'awards', 'award', 'mateus', G.foundationRelease, 'pdf', 'halvorsen_laureate.pdf', "note: the awarding body's press release reads like press"],
  [O1, 'awards', 'award', 'sam', G.plaquePhoto, 'photo', 'IMG_7781.jpg'],
  [O1, 'memberships', 'membership', 'camille', G.newMembersList, 'pdf', 'new_members_2023.pdf'],
  [O1, 'memberships', 'membership', 'yusuf', G.gradeUpgrade, 'txt', 'ACM senior member.txt'],
  [O1, 'memberships', 'membership', 'elena', G.directoryEntry, 'docx', 'IET_lookup.docx'],
  [O1, 'memberships', 'membership', 'mateus', G.memberCard, 'photo', 'IMG_6120.jpg'],
  [O1, 'press', 'press_article', 'mateus', D.translatedFeature, 'pdf', 'Folha_traducao.pdf', 'article says he referees papers and sits on a prize jury'],
  [O1, 'press', 'press_article', 'elena', N.podcastNotes, 'txt', 'risky business ep712.txt'],
  [O1, 'press', 'press_article', 'sam', N.tvSegment, 'pdf', 'cbc.pdf'],
  [O1, 'press', 'press_article', 'yusuf', N.magazineProfile, 'docx', 'bilim_ve_teknik_EN.docx', 'profile says he earns more than the founders'],
  [O1, 'judging', 'review_record', 'elena', D.tpcPage, 'txt', 'ches2023 pc.txt'],
  [O1, 'judging', 'review_record', 'lars', D.judgeBadge, 'photo', 'IMG_2290.jpg'],
  [O1, 'judging', 'review_record', 'shreya', N.phdExaminer, 'pdf', 'Aalto_preexaminer.pdf', 'candidate already won a best student paper award'],
  [O1, 'judging', 'review_record', 'mateus', N.reviewerCertificate, 'pdf', 'certificate.pdf', "note: 'Certificate of Reviewing', 'Awarded', 'In recognition'"],
  [O1, 'contributions', 'other', 'elena', R.standardsNote, 'txt', 'liboqs release notes.txt'],
  [O1, 'contributions', 'citation_record', 'shreya', R.scopusProfile, 'pdf', 'scopus.pdf'],
  [O1, 'contributions', 'other', 'mateus', N.bankAdoption, 'docx', 'declaracao_sicoob_EN.docx'],
  [O1, 'contributions', 'patent', 'sam', N.usPatentPhoto, 'photo', 'IMG_9034.jpg'],
  [O1, 'articles', 'scholarly_paper', 'elena', N.eprintPage, 'txt', 'eprint 2023-1291.txt', 'page states a best paper award'],
  [O1, 'articles', 'scholarly_paper', 'mateus', N.proceedingsPaper, 'pdf', 'kdd22.pdf'],
  [O1, 'articles', 'scholarly_paper', 'sam', N.acsWebPage, 'txt', 'acs landing page.txt'],
  [O1, 'articles', 'scholarly_paper', 'yusuf', N.proceedingsPaper, 'docx', 'paper_final.docx'],
  [O1, 'critical_role', 'employment_letter', 'yusuf', W.roleConfirmation, 'pdf', 'Kestane_letter.pdf', 'letter names his salary and top-1% pay'],
  [O1, 'critical_role', 'other', 'camille', N.labPage, 'txt', 'lab people page.txt'],
  [O1, 'critical_role', 'employment_letter', 'shreya', N.hrVerification, 'docx', 'experience certificate.docx'],
  [O1, 'critical_role', 'other', 'elena', N.registerExtract, 'pdf', 'obchodni_rejstrik_EN.pdf'],
  [O1, 'high_salary', 'employment_letter', 'lars', W.consultingOffer, 'docx', 'SOW7.docx', 'statement of work cites his patent and published work'],
  [O1, 'high_salary', 'pay_record', 'mateus', W.payslipPhoto, 'photo', 'IMG_5150.jpg'],
  [O1, 'high_salary', 'pay_record', 'elena', N.taxCertificate, 'pdf', 'potvrzeni_2022_EN.pdf'],
  [O1, 'high_salary', 'employment_letter', 'yusuf', N.offerEmail, 'txt', 'offer.txt'],
  [O1, 'recommendation_letter', 'recommendation_letter', 'shreya', M.supervisorLetter, 'pdf', 'Rao_support.pdf', 'letter mentions her salary'],
  [O1, 'recommendation_letter', 'recommendation_letter', 'mateus', M.industryTestimonial, 'docx', 'Vidal.docx', "letter says the bank adopted his engine and losses fell (contributions' words)"],
  [O1, 'cv', 'cv', 'yusuf', M.techResume, 'txt', 'resume.txt'],
  [O1, 'other', 'other', 'shreya', M.ieltsReport, 'pdf', 'IELTS_TRF.pdf'],
  [O1, 'other', 'other', 'elena', M.visaAppointment, 'txt', 'appointment.txt'],
];

/** The held-out documents, with ids 'h-eb-01', 'h-o1-01' in plan order. */
export function buildHoldout(): CorpusDoc[] {
  const count: Record<string, number> = {};
  return PLAN.map(([visa, cat, kind, who, tpl, format, fileName, trap]) => {
    const prefix = visa === EB ? 'h-eb' : 'h-o1';
    count[prefix] = (count[prefix] ?? 0) + 1;
    // 'note: ...' labels a distractor the template always writes; anything else plants the trap sentence.
    const note = trap?.startsWith('note: ');
    return {
      id: `${prefix}-${String(count[prefix]).padStart(2, '0')}`,
      fileName,
      format,
      visa,
      expectedCategory: categoryId(cat, visa),
      kind,
      ...(trap ? { distractor: note ? trap.slice(6) : trap } : {}),
      applicant: HP[who].name,
      paragraphs: tpl(HP[who], Boolean(trap) && !note),
    };
  });
}
