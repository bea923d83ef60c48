/**
 * What a document proves follows from its fact sheet (issue 32 item 2, decision 056). Someone else's
 * award, a nomination, a shortlist, a grant, an event attended, a reference list: none is the
 * applicant's award, however much it says 'award'. Likewise an article that only quotes her is not
 * press about her, and someone else's election, invitation to judge, employment letter or paper is not
 * hers. Such a document is filed as Other, with one sentence saying why. The one exception is the
 * applicant's nomination under O-1B, whose threshold names a nomination beside a win (decision 073).
 */
import type { FactSheet } from '../../../../src/contract/fact-sheet';
import { applicantRolePhrase } from '../../../../src/contract/fact-sheet-line';
import { DOCUMENT_KINDS, FIXED_CATEGORIES, fixedCategoryFor, type DocumentKind } from '../../../../src/contract/categories';
import { criteriaFor, criterionForProof } from '../../../../src/contract/criteria';
import type { VisaType } from '../../../../src/contract/visa-types';
import { businessCard, conferenceBadge, filingOf, isFieldReport, isFormationRecord, isOwnershipRecord } from '../kinds';
import { billedAsStar, billedBelowTitleRole, ENSEMBLE_LINE } from './fact-ensemble';
import { COMPANY_NAME } from './fact-subject-topic';
import { isReportedWork } from './fact-subject-work';
import { PUTS_FORWARD, supportsAnothersCase } from './fact-subject-letters';
import { lostBeside } from './fact-outcome';
import { invitedAsGuest, invitedToSpeak } from './fact-invitation';
import { NAME, surnameTest } from './fact-names';
import { billedToHer } from './fact-billed';
import { companyServicesContract } from './fact-contracts';
import { amongSection, isRoster, listedAmongStaff, listsWorks } from './fact-roster';
import { auditionOnly, declinedApplication, declinedInvitation, declinedSubmission, invitedToApplyAndPay, invitedToSubmit, manuscriptUnderReview, offerDeclined, customerReviews, jobAdvert, mailingToMany, openCall, paidListing, personalBankStatement, recruiterApproach, speakerInvitation, workingSchedule } from './fact-calls';
import { amongMany, cohortList, inCareTeamOnly, postBelowManagement, talentRoster, timetable } from './fact-one-of-many';
import { writersOwnHonour } from './fact-writers-own';
import { lettersPage, pressRelease } from './fact-release';
import { networkRecommendations } from './fact-own-post';
import { IN_US } from '../kinds/employment-letter';

/** An organisation chart, however headed: 'Organization Chart', 'Organisational chart (effective …)', 'Org chart'. */
const ORG_CHART = /\borg(?:ani[sz]ation(?:al)?)?\.?\s+chart\b/i;

type Filing = { category: string; reason: string | null };

/** Her own records list her work and her letters speak of others: naming someone else there is no judgement against them. */
const OWN_RECORDS = new Set(['citation_record', 'cv', 'recommendation_letter', 'identity']);
/** Kinds whose reference list is their own work (her CV, her citation record) rather than others citing her. */
const LISTS_HER_WORK = new Set(['citation_record', 'cv', 'recommendation_letter', 'employment_letter', 'identity']);

type Subject = NonNullable<FactSheet['subject']>;
/** A subject named as a person ('Dr. Alejandra Montemayor'), not an organisation. */
const PERSON = /^(Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\.?\s/;

/** Her part in an organisation that makes its funding her endeavor's: she founded, owns or runs it, or leads its project. */
// … an LLC's owner by its own word for one ('Project Manager (Recipient): X, Managing Member'), or its president.
const HER_POST = /\b(principal(?: investigator)?|PI|(?:co-?)?founder|owner|chief executive(?: officer)?|CEO|managing director|managing member|sole member|president)\b/i;

/** The subject is an organisation (not a person named so) and the sentence naming her gives her post in it. */
const herOrganisation = (sheet: FactSheet, subject: Subject): boolean => !PERSON.test(subject.value) && HER_POST.test(sheet.roleFact?.value ?? '');

/** What the document records of its subject, as the reason says it. */
function whatOf(sheet: FactSheet, subject: Subject): string {
  const who = subject.value;
  switch (subject.relation) {
    case 'received':
      // A licence or a degree made out to someone else is held by them, not won.
      if (sheet.kind === 'licence' || sheet.kind === 'degree') return `the ${sheet.kind === 'licence' ? 'licence' : 'degree'} is held by ${who}`;
      return `the award went to ${who}`;
    case 'elected':
      return `the election is of ${who}`;
    case 'invited':
      return sheet.kind === 'review_record' ? `the invitation to judge is addressed to ${who}` : `it features ${who}`;
    case 'paid':
      return `the letter is about ${who}'s employment`;
    case 'wrote':
      return sheet.kind === 'patent' ? `the patent is ${who}'s` : `the paper is by ${who}`;
    default:
      return `the ${sheet.kind === 'press_article' ? 'article' : 'document'} is about ${who}`;
  }
}

function rolePart(sheet: FactSheet): string {
  if (sheet.applicantRole === 'attendee' && (sheet.kind === 'award' || sheet.subject?.relation === 'received')) return 'the applicant attended the ceremony';
  if (sheet.applicantRole === 'quoted') return 'it only quotes the applicant';
  if (sheet.applicantRole === 'cited') return 'it only cites the applicant';
  // Named, in no part of her own (the letter to her about someone's election, a forward to her).
  if (sheet.applicantRole === 'none') return sheet.roleFact ? 'the applicant is only mentioned in it' : 'the applicant is not named in it';
  return applicantRolePhrase(sheet.applicantRole) ?? 'the applicant is not named in it';
}

/**
 * Visas whose threshold names a nomination beside a win: O-1B's 'nomination for or receipt of a significant
 * national or international award' (8 CFR 214.2(o)(3)(iv), criteria-facts.md). There the applicant's own
 * nomination is filed as her award would be; for every other visa a nomination is not the award.
 */
const NOMINATION_IS_EVIDENCE: ReadonlySet<VisaType> = new Set(['O-1B']);

function nominationFiled(visaType: VisaType): Filing | null {
  const category = filingOf(visaType, 'award', '');
  if (!category) return null;
  const title = criteriaFor(visaType).find((c) => c.id === category)?.title ?? category;
  // Said even where the kind suggested the same criterion: a row reading 'nomination' under it should say why it counts.
  return { category, reason: `Filed under ${title}: for ${visaType}, a nomination for a major arts award is evidence, as a win is.` };
}

/** A label, then three or more items set apart by commas or middle dots ('Compositors: A, B, Her Name, C'): a run of names. */
const RUN_OF_NAMES = /^[^:\n]{2,60}:\s+[^,:·•\n]{2,60}(?:(?:,|\s[·•])\s*[^,:·•\n]{2,60}){2,}/;
/** A person's name as a CV heads with it ('Léa Fontanier'), as fact-names reads one: no heading in capitals. */
const PERSONS_NAME = new RegExp(`^${NAME}$`, 'u');
const other = (reason: string): Filing => ({ category: 'other', reason: `Filed as Other: ${reason}.` });
const isCriterion = (category: string) => !(FIXED_CATEGORIES as readonly string[]).includes(category) && category !== 'uk_cv' && category !== 'uk_recommendation_letters';

/**
 * The category the user's kind suggests, where they changed the kind the analyst read (issue 32 items 3 and 4): a page
 * they say is an award certificate is filed as one would be, unless its other facts say whose it is. Undefined where
 * the kind is the analyst's, or one that files by its facts alone (a nomination, a grant, a programme, a post).
 */
export function userKindCategory(sheet: FactSheet, readKind: string, visaType: VisaType, text: string): string | undefined {
  if (!kindChosen(sheet, readKind)) return undefined;
  return (DOCUMENT_KINDS as readonly string[]).includes(sheet.kind) ? filingOf(visaType, sheet.kind as DocumentKind, text) : undefined;
}

/** The user changed the kind the analyst read to one that says what the page is (confirming it, or 'Other', says nothing new). */
export const kindChosen = (sheet: FactSheet, readKind: string): boolean => sheet.userFields.includes('kind') && sheet.kind !== readKind && sheet.kind !== 'other';

/**
 * The category the facts allow, given the one the document's kind suggested. `knowsApplicant` is false
 * when the analyst was not told whose petition it is: then only rules that need no name apply. `text`, where given, lets
 * a rule read what the fact sheet does not record (what an invitation asks her to do), unless `userKind`: the user
 * changed the kind, and what they say the page is wins over what its text suggests.
 */
export function fileByFacts(sheet: FactSheet, suggested: string, knowsApplicant: boolean, visaType: VisaType, text = '', userKind = false): Filing {
  const unchanged: Filing = { category: suggested, reason: null };
  const subject = sheet.subject;
  const who = subject ? (subject.isApplicant ? 'the applicant' : subject.value) : undefined;
  const nominee = subject?.isApplicant || sheet.applicantRole === 'nominee';
  switch (sheet.kind) {
    case 'nomination':
      // An open call for nominations or volunteers names no one put forward: it asks whoever answers.
      if (!subject && sheet.applicantRole === 'none' && !sheet.roleFact && openCall(text)) return other('it is an open call to whoever answers it, and it does not name the applicant');
      if (nominee && NOMINATION_IS_EVIDENCE.has(visaType)) return nominationFiled(visaType) ?? unchanged;
      return other(`it is a nomination${who ? ` of ${who}` : ''}, and a nomination is not the award`);
    case 'shortlist':
      return other(`it names ${who ?? 'the finalists'} on a shortlist, and being shortlisted is not winning the award`);
    case 'grant':
      // NIW: funding awarded to the applicant's own endeavor is prong 2 evidence (a funder's interest); it is still never a prize.
      // Awarded to her organisation with her as principal investigator (or its principal, founder or owner) is her endeavor's funding too.
      // Held by another person by name ('Dr. Montemayor (PI)') it is that person's grant, whoever else its team lists.
      if (suggested === 'niw_prong2_well_positioned' && sheet.applicantRole !== 'collaborator' && (subject?.isApplicant !== false || herOrganisation(sheet, subject))) return unchanged;
      return other(
        `it is a research grant${who ? ` held by ${who}` : ''}${sheet.applicantRole === 'collaborator' ? ' with the applicant as a collaborator' : ''}; a grant funds work and is not a prize`,
      );
    case 'cv':
      // Someone else's CV (a colleague's, a co-author's) is their record, whatever it says of working with her.
      if (knowsApplicant && subject && !subject.isApplicant && PERSONS_NAME.test(subject.value)) return other(`it is ${subject.value}'s CV, not the applicant's`);
      break;
    case 'social_post':
      // Her own post: what it claims is hers to say, not others' evidence of it. Someone else's post is read as any
      // other page about its subject, below.
      if (subject?.isApplicant && subject.relation === 'wrote') return other("it is the applicant's own post; what it claims needs others' evidence");
      break;
    case 'event_programme':
      if (sheet.applicantRole === 'attendee' || (sheet.applicantRole === 'none' && !subject?.isApplicant)) return other('it is an event programme or guest list that names the applicant only as an attendee');
      // A programme that bills her as its star or recitalist, where the words gave no criterion, is her lead role as
      // credits would be (O-1B).
      if (suggested === 'other' && subject?.isApplicant && billedAsStar(text, subject.value)) {
        const lead = filingOf(visaType, 'production_credits', '');
        if (lead?.endsWith('lead_role')) return { category: lead, reason: null };
      }
      return unchanged;
    default:
      break;
  }
  // A badge or a business card prints a part or a title; it is no evidence that she holds it.
  if (!userKind && conferenceBadge(text)) return other("it is a conference badge: it prints the wearer's part, and is no evidence of it");
  if (!userKind && businessCard(text)) return other('it is a business card: it prints a title, and is no evidence of the post');
  // Her own paper that no cue of the kind recognised (a 'Summary' where an abstract would be, no reference list): its
  // fact sheet read her on the author line, and her papers go where the visa files authorship.
  if (suggested === 'other' && knowsApplicant && sheet.kind === 'scholarly_paper' && subject?.isApplicant && subject.relation === 'wrote') {
    const authorship = filingOf(visaType, 'scholarly_paper', '');
    if (authorship && isCriterion(authorship)) return { category: authorship, reason: null };
  }
  // Her own letter putting someone else forward (a nomination of a colleague, a reference for a student) is their
  // evidence, not hers: she only wrote it.
  if (knowsApplicant && sheet.kind === 'recommendation_letter' && subject && !subject.isApplicant && PUTS_FORWARD.test(subject.sentence ?? '')) {
    return other(`the letter ${subject.relation === 'nominated' ? 'nominates' : 'recommends'} ${subject.value}; the applicant only wrote it`);
  }
  if (knowsApplicant && sheet.kind === 'recommendation_letter' && subject && !subject.isApplicant && supportsAnothersCase(subject.sentence ?? '', subject.value)) {
    return other(`the letter supports ${subject.value}'s own case, not the applicant's`);
  }
  // EB-1C's organisation charts: the US company's shows the post offered here, the company abroad's her role there.
  const chartOf = visaType === 'EB-1C' && !userKind && isCriterion(suggested) && ORG_CHART.test(text.slice(0, 400));
  const chart = chartOf ? criterionForProof(visaType, IN_US.test(text.trim().split('\n').slice(0, 3).join('\n')) ? 'us_position' : 'managerial_abroad') : undefined;
  if (chart) return { category: chart.id, reason: null };
  // A record of someone else's application (an endorsement decision, a panel's letter to another candidate) that names her
  // among its referees is theirs: it is no letter about her, whatever its words about letters.
  if (knowsApplicant && sheet.kind !== 'recommendation_letter' && suggested === fixedCategoryFor(visaType, 'recommendation_letter') && subject && !subject.isApplicant) {
    return other(`${whatOf(sheet, subject)}; ${rolePart(sheet)}`);
  }
  // Another's citation profile lists what they wrote, with her among the co-authors of some of it: their record, not hers.
  if (knowsApplicant && sheet.kind === 'citation_record' && subject && !subject.isApplicant) return other(`it is ${subject.value}'s citation record; the applicant is only a co-author on it`);
  if (!knowsApplicant || !isCriterion(suggested) || OWN_RECORDS.has(sheet.kind)) return unchanged;
  // NIW: money raised by her own organisation (an investor's seed round in the company she founded and runs) funds her
  // endeavor, as a grant to it does (above); a partner's part in someone else's grant does not.
  if (sheet.kind === 'funding_award' && suggested === 'niw_prong2_well_positioned' && sheet.applicantRole !== 'collaborator' && subject && !subject.isApplicant && herOrganisation(sheet, subject)) return unchanged;
  // What the text says the page is (an invoice, an invitation to speak) gives way to a kind the user chose (`userKind`).
  // Billed to her, an invoice records a service she bought, whatever the service's words sound like.
  if (!userKind && billedToHer(text, sheet.subject?.isApplicant ? sheet.subject.value : undefined)) return other('it is an invoice for a service the applicant paid for, and buying a service proves no criterion');
  // Asked to a callback or an audition, she is trying out for a role not yet cast; a job advertisement that does not name
  // her offers a post to whoever applies: neither is the role, the post or the business it seems to speak of.
  if (!userKind && auditionOnly(text)) return other('it asks the applicant to a callback or an audition; the role is not yet cast');
  if (!userKind && !subject?.isApplicant && !sheet.roleFact && jobAdvert(text)) return other('it is a job advertisement, a post offered to whoever applies, not one anyone holds');
  // NIW: a services contract that pays a company (hers, or one she leads) is a client's contract for the endeavor, not her
  // salary: a paying client shows she is positioned to advance it.
  const clientContract = !userKind && suggested === criterionForProof(visaType, 'high_salary')?.id && visaType === 'EB-2 NIW' && companyServicesContract(text);
  const positioned = clientContract ? criterionForProof(visaType, 'well_positioned') : undefined;
  if (positioned) return { category: positioned.id, reason: "it is a services contract that pays a company, not the applicant's salary; a paying client shows the endeavor is under way" };
  // A press release about her is what her side says of her, not what the press published: never the press criterion.
  // (One about someone else is theirs, and the reason below says so.)
  if (!userKind && (!subject || subject.isApplicant) && suggested === filingOf(visaType, 'press_article', '') && pressRelease(text)) return other('it is a press release, written for the press by the side it announces, not published coverage');
  // A mailing to many, or a release that never names her (a venue's season, another's news): nothing of hers. (EB-1C's
  // US company telling of its own business is that company's record, named or not.)
  if (!userKind && !subject?.isApplicant && !sheet.roleFact && mailingToMany(text)) return other('it is an invitation sent to a mailing list, and it does not name the applicant');
  if (!userKind && visaType !== 'EB-1C' && !subject?.isApplicant && !sheet.roleFact && pressRelease(text)) return other('it is a press release that does not name the applicant');
  if (!userKind && networkRecommendations(text)) return other("it is the recommendations section of the applicant's profile on a network: endorsements posted there, not letters from experts");
  if (!userKind && lettersPage(text)) return other("it is a newspaper's letters page: readers' letters are neither press about the applicant nor her published articles");
  if (!userKind && recruiterApproach(text)) return other("it is a recruiter's approach about a post the applicant neither holds nor has been offered");
  // Her manuscript declined: a submission turned down is no publication, and being its author is judging no one's work.
  if (!userKind && declinedSubmission(text)) return other("it declines the applicant's submission; a submission turned down is neither a publication nor judging");
  // Invited to submit a paper, she has published nothing yet: authorship is proved by the paper.
  if (!userKind && suggested === filingOf(visaType, 'scholarly_paper', '') && invitedToSubmit(text)) return other('it invites the applicant to submit a paper; an invitation is not a publication');
  // A note about the writer's own election or prize, addressed to her: the honour is the writer's.
  if (!userKind && (suggested === filingOf(visaType, 'membership', '') || suggested === filingOf(visaType, 'award', '')) && sheet.kind !== 'membership' && sheet.kind !== 'award' && writersOwnHonour(text)) {
    return other("it tells of the writer's own election or honour, not the applicant's");
  }
  // Her invitation to someone else's opening or gala: a guest's card, nothing of hers.
  const hers = surnameTest(subject?.isApplicant ? subject.value : undefined);
  if (!userKind && hers && invitedAsGuest(text, hers)) return other("it invites the applicant as a guest to someone else's event");
  if (!userKind && offerDeclined(text)) return other('it records that the applicant declined the offer: a post she does not hold');
  if (!userKind && manuscriptUnderReview(text)) return other('it is a manuscript under review; a submission is not a publication');
  if (!userKind && customerReviews(text)) return other("it is a page of customers' reviews, not published criticism");
  if (!userKind && invitedToApplyAndPay(text)) return other('it invites the applicant to apply and pay for membership; joining so asks no judgement of her, and she has not joined');
  if (!userKind && paidListing(text)) return other('it is a listing the applicant paid for, which is no one\'s recognition of her');
  if (!userKind && workingSchedule(text)) return other('it is a working schedule: it says who is called when, not what part anyone has');
  if (!userKind && personalBankStatement(text)) return other("it is a personal bank statement: a person's account, neither a company's business nor a salary letter");
  // A body's roster (an editorial board, a committee, a staff page) that does not name her is the body's; one that lists
  // her among the staff in no leading post shows only where she works.
  if (!userKind && !subject && sheet.applicantRole === 'none' && !sheet.roleFact && isRoster(text)) return other("it lists a body's people, and the applicant is not among them");
  if (!userKind && !subject && sheet.applicantRole === 'none' && !sheet.roleFact && listsWorks(text)) return other("it lists others' works, and none of them is the applicant's");
  if (!userKind && hers && amongSection(subject?.sentence ?? '', hers)) return other("it names the applicant only among a section's players, in no post of her own");
  if (!userKind && subject?.isApplicant && listedAmongStaff(text, subject.sentence ?? '')) return other('it lists the applicant among the staff, in no leading post');
  // An open call (for reviewers, papers, nominations) that does not name her asks whoever answers; it records nothing of hers.
  if (!userKind && !subject && sheet.applicantRole === 'none' && !sheet.roleFact && openCall(text)) return other('it is an open call to whoever answers it, and it does not name the applicant');
  // Invited to speak at an event, she judges no one's work: the judging criterion its committee's words suggested is not proved.
  if (!userKind && sheet.kind !== 'review_record' && subject?.relation === 'invited' && suggested === filingOf(visaType, 'review_record', '') && invitedToSpeak(text)) return other('it invites the applicant to speak at an event, and speaking is not judging the work of others');
  // Invited and declined, applied and refused, asked to speak (tune26, decision 141): nothing she did is recorded.
  if (!userKind && declinedInvitation(text)) return other('it records that the applicant declined the invitation; being invited is not judging or taking part');
  if (!userKind && declinedApplication(text)) return other("it declines the applicant's application; applying is not being funded or backed");
  if (!userKind && sheet.kind !== 'review_record' && (!subject || subject.isApplicant) && speakerInvitation(text)) return other('it invites the applicant to speak at an event; an invitation to speak proves no criterion');
  // One of many (tune26): an agency's roster, an accelerator's cohort, a festival's timetable, a run of names under a
  // many-names label (contributors, additional voices, the ensemble), a patient's care team.
  // Her name as the subject gives it, else the line that names her where the page's subject is no one (credits).
  const flat = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');
  const herName = subject?.isApplicant ? flat(subject.value) : !subject && sheet.roleFact ? flat(sheet.roleFact.sentence ?? sheet.roleFact.value) : undefined;
  const namesHer = (s: string) => Boolean(herName) && flat(s).includes(herName!);
  if (!userKind && talentRoster(text)) return other("it lists the applicant in an agency's roster of its talents, one of many");
  if (!userKind && cohortList(text)) return other("it lists the applicant's team among a programme's cohort; joining a programme is no criterion");
  if (!userKind && sheet.kind !== 'production_credits' && timetable(text)) return other("it gives the applicant one slot in an event's timetable, among many");
  if (!userKind && herName && amongMany(text, namesHer)) return other('it names the applicant in a run of names (contributors, additional voices, an ensemble), one of many');
  if (!userKind && herName && inCareTeamOnly(text, namesHer)) return other("it names the applicant once, in a patient's care team; the story is the patient's");
  // EB-1C: pay for a post below management (a technician's payslip) shows neither the managerial post nor the business.
  const juniorPost = visaType === 'EB-1C' && sheet.kind === 'pay_record' ? postBelowManagement(text) : undefined;
  if (!userKind && juniorPost) return other(`it is pay for a post below management (${juniorPost}), not the managerial or executive post EB-1C asks for`);
  // Named as eliminated or not selected (a heat's results, a contest's page): taking part and losing proves nothing.
  if (subject?.isApplicant && lostBeside(subject.sentence ?? '', subject.value)) return other('it records that the applicant was eliminated or not selected, and taking part is not the achievement');
  if (!subject?.isApplicant && ENSEMBLE_LINE.test(sheet.roleFact?.sentence ?? '')) return other('it names the applicant only among the ensemble, not in a lead or starring role');
  // A cast list that bills her in a supporting part below another's title role is no lead role of hers.
  const titleRole = sheet.kind === 'production_credits' && subject?.isApplicant ? billedBelowTitleRole(text, subject.value) : undefined;
  if (titleRole) return other(`it bills the applicant in a supporting part; the title role is ${titleRole}'s`);
  // Credits that name her only in a department's run of names: one of many who worked on it, not a lead or a critical role.
  // Not credits that give her a post of her own ('Supervising sound editor: X') and tell what she led.
  if (!subject && sheet.kind === 'production_credits' && sheet.applicantRole === 'collaborator' && RUN_OF_NAMES.test(sheet.roleFact?.value ?? '')) return other('its credits name the applicant only among the many who worked on it');
  if (sheet.applicantRole === 'cited' && !LISTS_HER_WORK.has(sheet.kind) && !subject?.isApplicant) return other('it names the applicant only in its reference list');
  // A company record (a formation filing, a secretary's certificate, an accountant's letter) is about the company the
  // petition rests on, not someone else's achievement: what it proves is what its kind and words say.
  // A company read as its payee (a tax return's name field) is that company's record too.
  // A secretary's certificate ('I certify that X AB owns 100% of …') certifies whom the company belongs to, whoever it names.
  const companyRecord =
    subject &&
    (((subject.relation === 'written_about' || subject.relation === 'paid') && COMPANY_NAME.test(subject.value) && sheet.kind !== 'press_article' && sheet.kind !== 'award') ||
      (sheet.kind === 'other' && (isOwnershipRecord(text) || isFormationRecord(text))));
  // A sales report about the work it names is filed as a report that names no one was (decision 130).
  const about = isReportedWork(sheet) ? null : subject;
  // A body's report on the field or the problem (its findings under a heading) that never names her is the endeavor's
  // national importance (NIW's prong 1), whatever topic it is read to be about: it was never about her.
  const fieldReport = suggested === criterionForProof(visaType, 'merit_importance')?.id && sheet.applicantRole === 'none' && !sheet.roleFact && isFieldReport(text);
  if (about && !about.isApplicant && !companyRecord && !fieldReport) return other(`${whatOf(sheet, about)}; ${rolePart(sheet)}`);
  if (!about && sheet.kind === 'press_article' && (sheet.applicantRole === 'quoted' || sheet.applicantRole === 'cited' || sheet.applicantRole === 'collaborator')) return other(`the article is not about the applicant; ${rolePart(sheet)}`);
  // An article that never names her (a company's contract, a field's news) is no press about her; filed under another
  // criterion (a company's business, where a letter was read as an article) it is left to that criterion.
  if (!about && sheet.kind === 'press_article' && suggested === filingOf(visaType, 'press_article', '') && sheet.applicantRole === 'none' && !sheet.roleFact) return other('the article does not name the applicant');
  // About no one in particular, with her only quoted, cited or among those present (a newsletter, a premiere's list): nothing of hers.
  if (!about && (sheet.applicantRole === 'quoted' || sheet.applicantRole === 'cited' || sheet.applicantRole === 'attendee')) {
    return other(`the document is not about the applicant; ${sheet.applicantRole === 'attendee' ? 'it names the applicant only as a guest or attendee' : rolePart(sheet)}`);
  }
  return unchanged;
}
