/** An invitation to review or judge, or a record of reviewing: a manuscript number, a jury or programme committee. */
import { everywhere, type KindSpec } from './spec';

/** 'You declined the invitation', 'I must decline': a declined invitation, with no review completed beside it. */
const DECLINED = /\b(?:you (?:have )?declined|(?:recorded|noted) that you (?:have )?declined|(?:are|were|was) unable to (?:review|referee|serve|accept)|(?:I|we) must decline)\b/i;
const COMPLETED = /\b(?:thank you for (?:completing|submitting) your review|reviews? completed|completed (?:\d+|\w+) reviews?|your report on)\b/i;
const declinedOnly = (text: string) => DECLINED.test(text) && !COMPLETED.test(text);

export const reviewRecord: KindSpec = {
  cues: [
    // 'invited to review', 'invite you to review', 'invitation to review' — not a journal's 'Invited Review', an article's rubric.
    { re: /\b(?:invited? (?:you )?to|invitation (?:for|to)|like to invite you to) (review|referee|serve as (a |an )?(reviewer|referee|judge|juror|member of the (jury|panel|program committee)))/i, weight: 3, label: "'we invite you to review'" },
    { re: /\bthank you for (completing|submitting|your) (your )?review\b|\byour review (of|for) (the )?(manuscript|submission|paper)\b|\breview (has been|was) (received|completed|submitted)\b/i, weight: 3, label: 'a completed review' },
    // A doctoral examination's examiner ('appointed you as the external opponent at the public examination of the doctoral
    // dissertation of …', 'external examiner for the PhD thesis of …'): she judges the candidate's work.
    { re: /\b(?:external |official )?(?:opponent|examiner)\b[^.]{0,120}\b(?:dissertation|thesis|doctoral|PhD|viva)\b|\b(?:dissertation|thesis|viva)\b[^.]{0,80}\b(?:external )?(?:opponent|examiner)\b/i, weight: 3, label: "a thesis's examiner" },
    { re: /\bmanuscript (id|number|no\.?|#)\b|\b[A-Z]{2,}-\d{4}-\d{3,}\b/i, weight: 1.5, label: 'a manuscript number' },
    { re: /\b(program committee|programme committee|technical program committee|jury member|panel of judges|judging panel|grant review panel|review panel|serve as (a )?judge|served as (a )?judge|judged)\b/i, weight: 2, label: 'a judging role' },
    { re: /\b(reviewer|referee|refereed|peer[- ]review)\b/i, weight: 1, label: 'reviewing' },
    { re: /\b(thank you for your (report|review|comments) on|your (report|review) on (the )?manuscript|certificate of reviewing|outstanding reviewer|manuscripts reviewed|you have (assessed|reviewed|refereed)|reviews completed|your review(ing)? (history|record)|summary of your reviewing|each review was by invitation|you (?:have )?completed [\d,]+ (?:peer )?reviews|(?:confirmation|record) of your service as (?:a |an )?(?:reviewer|referee))\b/i, weight: 3, label: 'a record of reviewing' },
    { re: /\b(meet the (jury|judges)|the jury (scored|selected|evaluated|judged|will)|judges? (panel|for the)|program(me)? committee\s*(members|$)|the committee reviews)/im, weight: 2.5, label: 'a jury or committee listing' },
    { re: /\b(appointment|appointed|invite you|invited you|invitation)\b[^.]{0,80}\b(jury|juror|judging panel|program committee|programme committee|review panel|external examiner|examiner|referee|reviewer|area chair|session chair|judge)\b/i, weight: 3, label: 'an appointment to judge' },
    { re: /\b(evaluate|assess|judge|score|review)s? (the )?(\d[\d,]* )?(entries|submissions|papers|applications|proposals|thesis|candidates|manuscripts)\b|\b\d+ (verified )?reviews\b/i, weight: 1.5, label: "judging others' work" },
    // Examining a thesis and evaluating proposals as an appointed expert are judging others' work, whatever degree or programme they name.
    { re: /\b(agree(d|ing)? to examine|examine the (thesis|dissertation)|(external|internal) examiners?\b[^.]{0,40}\b(thesis|dissertation|degree))\b/i, weight: 3, label: 'examining a thesis' },
    { re: /\b(independent|external) (expert|evaluator)s?\b[^.]{0,60}\b(evaluation|assessment|assess|evaluate)\b[^.]{0,40}\b(proposals|applications|projects)\b/i, weight: 3, label: 'an appointed expert evaluator' },
    // A funder's or festival's thanks for judging done: 'Thank you for serving as a reviewer on the … panel', 'for serving on the festival jury'.
    { re: /\bthank you for serving (?:as (?:a |an )?|on (?:the |our )?)[^.]{0,60}?\b(?:reviewers?|referees?|judges?|jurors?|jury|review panel|panel|program committee|programme committee)\b/i, weight: 3, label: 'thanks for judging' },
    // A certificate of service on a programme committee or jury, counting what was reviewed: 'reviewed and scored 9 of the 318 full papers'.
    { re: /\bserved (?:as (?:a )?(?:member of|chair of) |on )(?:the |its )?(?:[\p{L}-]+ ){0,2}(?:program|programme|technical program|scientific|review|selection) committee\b|\b(?:reviewed|refereed|assessed|evaluated|scored)(?: and (?:scored|ranked|assessed))?\s+\d[\d,]*\s+(?:of the [\d,]+ )?(?:[\p{L}-]+ )?(?:papers|submissions|manuscripts|proposals|applications|entries)\b/iu, weight: 3, label: 'a record of committee service' },
    // An editor's record of the manuscripts she handled: 'Statement of editorial service', 'Manuscripts handled: 27'.
    // Asked to sit on a jury, and thanked for the scores she gave ('would sit on the five-member jury that judges the final
    // compositions', 'Thank you for your score sheets for all 12 finalists'), or thanked in a note that says the jurors each
    // scored the entries and hers decided the prizes: a juror's record, whatever the thread's form.
    { re: /\b(?:sit|serve) on the (?:[\p{L}-]+ ){0,2}(?:jury|panel of judges|judging panel)\b|\bthank you for (?:your|the) (?:score ?sheets?|scores|scoring|marks|rankings?)\b|\b(?:jurors|judges) each (?:scored|judged|rated|marked|ranked)\b|\byour (?:scores|marks|ratings|rankings) and those of the other (?:[\p{L}-]+ )?(?:jurors|judges|panellists|panelists)\b/iu, weight: 3, label: 'a seat on a jury and its scores' },
    { re: /\bstatement of editorial service\b|\b(?:manuscripts?|submissions|papers) handled\b|\bas (?:an? )?(?:associate|handling|section|academic|guest) editor\b/i, weight: 3, label: "an editor's record of manuscripts handled" },
    // A jury's own report, headed so, with its members on a line of their own ('Jury report, 7th edition' / 'Jury: A (Oslo),
    // chair; B; C'): the record of its judging, whatever prizes it goes on to give.
    { re: /^[^\n]{0,60}\b(?:jury|judges['’]?|jurors['’]?|judging panel)(?:['’]s)? report\b|^[^\n]{0,60}\breport of the (?:jury|judges|judging panel)\b/im, weight: 3, where: 'head', label: "a jury's report" },
    { re: /^\s*(?:the )?(?:jury|judges|jurors|judging panel)\s*:\s*\p{Lu}[^\n]{0,120}[,;]\s*(?:\p{Lu}|chair)/imu, weight: 1.5, label: "a jury's members listed" },
    { re: /\b(review (is )?due|deadline for (your )?review|reviewer guidelines|accept (or decline )?this invitation)\b/i, weight: 1.5, label: 'review logistics' },
  ],
  fileName: /review|referee|judg|jury|committee/,
  // An invitation she declined is no judging done, whichever criterion the invitation would have served.
  otherwise: { when: declinedOnly, proves: everywhere('other') },
  facts: { subject: 'invited', states: ['issuer', 'date', 'subject', 'signer'] },
  // O-1B has no judging criterion: an invitation to judge is recognition from experts there.
  proves: { 'O-1A': 'judging', 'O-1B': 'expert_recognition', 'EB-1A': 'judging', 'EB-1B': 'judging', 'EB-1C': null, UK_GLOBAL_TALENT: null, 'EB-2 NIW': 'well_positioned' },
};
