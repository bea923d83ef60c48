/**
 * What a paralegal titles a document by when its first lines are only its sender (decision 140): the act a letter
 * performs on her (an invitation to give a keynote, an appointment to a board, the grade a society elects her to),
 * a broadcast's episode, a contract record's scope, a report's own heading under its letterhead, and whose citation
 * profile a page is. Each is read by its form, whatever the body or the field.
 */
import type { FactKind } from '../../../../src/contract/fact-sheet';
import { dateIn } from '../exhibit-title-lines';

/** 'invites you to give the opening keynote at …', 'invite you to deliver a plenary lecture', 'invited to chair the session on …'. */
const INVITED_TO = /\binvit(?:e|es|ed|ing)\s+(?:you|her|him|Dr\.?\s+[\p{L}'’-]+|Prof(?:essor|\.)?\s+[\p{L}'’-]+)\s+to\s+((?:give|deliver|present|chair|moderate|speak at|perform at|perform|headline|serve as|serve on|judge|curate)\b[^.;:\n]{3,120}?)(?=\s+(?:at|during|which|on\s+(?:\d|the\s+\d|[A-Z][a-z]+\s+\d))\b|[.,;:\n]|$)(?:\s+at\s+((?:the\s+)?(?:["“][^"”\n]{2,60}["”]|(?:(?:19|20)\d\d\s+)?\p{Lu}[\p{L}&'’-]*(?:\s+(?:\p{Lu}[\p{L}&'’-]*|of|on|for|and|in)){0,8})))?/u;
/** 'confirm your appointment to the Council's Technical Advisory Board', 'your appointment as Chair of …'. */
const APPOINTED = /\b(?:your|her|his)\s+appointment\s+((?:to|as)\s+(?:the\s+)?[^.;\n]{3,80}?)(?=\s+(?:for|from|with effect|effective|beginning|starting|until)\b|[.,;\n]|$)/iu;
/** 'has elected you a Fellow of the Society', 'elected her to the grade of Senior Member': the grade conferred. */
const ELECTED_GRADE = /\belected\s+(?:you|her|him|them|(?:Dr|Prof|Mr|Ms|Mrs)\.?\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+(?:as\s+)?(?:an?\s+|to\s+(?:the\s+)?(?:grade|rank|status)\s+of\s+)?((?:Honorary\s+|Senior\s+|Foreign\s+|Corresponding\s+|Life\s+|International\s+)?(?:Fellow|Member|Academician|Associate|Companion))\b/u;
/** A broadcast's fields: 'Episode: "The sound of the Baltic"', 'Segment: …'. */
const EPISODE = /^\s*(?:episode|segment|instalment|installment)(?:\s+title)?\s*:\s*["“]?([^"”\n]{3,90}?)["”]?\s*$/im;
/** A contract record's heading ('Contract No. DEM-25-0412', 'CONTRACT') and the scope it states ('Scope: seismic retrofit …'). */
const CONTRACT_RECORD = /^\s*(?:contract|purchase order|task order|service contract)\s*(?:no\.?|number|#)\s*\S+|^\s*CONTRACT\s*$/im;
const SCOPE = /^\s*(?:scope(?: of work)?|purpose|services|description of (?:work|services))\s*:\s*([^\n]{3,160}?)\s*\.?$/im;
/** A statement's 'Title:' field naming the work it reports on, where it counts the work's views, streams or sales. */
// … or its field by the work's form ('Play: The Winter Count', 'Book:', 'Album:', 'Film:').
const WORK_FIELD = /^\s*(?:Title|Play|Book|Album|Film|Work|Series|Single|Song)\s*:\s*([^·|(\n]{2,60}?)\s*(?:\(|$)/m;
const MEASURES = /\b(?:views|streams|plays|sales|units sold|downloads|copies|tickets|royalt(?:y|ies)|listeners|viewers)\b/i;
/** A report's own heading on a line under its letterhead ('Pilot Evaluation Summary — December 2024', 'Annual Impact Report'). */
// … with what it covers after a dash ('Occupational Outlook Handbook — Data Scientists'), not its date ('— December 2024').
const REPORT_HEADING = /^((?:\p{Lu}[\p{L}'’-]*\s+){1,5}(?:Summary|Report|Brief|Evaluation|Assessment|Briefing|Factsheet|Fact Sheet|Handbook|Outlook|Profile|Survey|Projections))((?:\s+[—–-]\s+[^\n]{0,40})?)$/u;

/** Whether the title already holds the phrase's longer words (case aside). */
function holds(title: string, phrase: string): boolean {
  const have = new Set(title.toLowerCase().match(/[\p{L}\d]+/gu) ?? []);
  const want = (phrase.toLowerCase().match(/[\p{L}\d]+/gu) ?? []).filter((w) => w.length > 3);
  return want.length > 0 && want.every((w) => have.has(w));
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The phrase a title should lead with, read from the document's form, or undefined where none of these forms is met. */
export function actOfDocument(title: string, text: string, kind: FactKind): string | undefined {
  const head = text.slice(0, 1500);
  const found = (phrase: string | undefined) => (phrase && !holds(title, phrase) ? phrase : undefined);
  if (kind === 'citation_record' && !/\b(?:citation|citations|scholar|cited)\b/i.test(title)) return 'Citation profile';
  const episode = EPISODE.exec(head)?.[1]?.trim();
  if (episode) return found(episode);
  if (kind === 'membership') {
    const grade = ELECTED_GRADE.exec(head)?.[1];
    if (grade) return found(`Election as ${grade}`);
  }
  // … and the event it is at, named in quotes or in capitals ('at "Fashion Without Offcuts"', 'at the 2025 … Symposium').
  const invitation = INVITED_TO.exec(head);
  const invited = invitation?.[1]?.trim();
  const event = invitation?.[2]?.replace(/(?:\s+(?:of|on|for|and|in))+$/, '').trim();
  if (invited) return found(`Invitation to ${invited}${event ? ` at ${event}` : ''}`);
  const appointed = APPOINTED.exec(head)?.[1]?.trim();
  if (appointed) return found(`Appointment ${appointed}`);
  if (CONTRACT_RECORD.test(head)) {
    const scope = SCOPE.exec(head)?.[1]?.trim();
    if (scope) return found(`Contract: ${capital(scope)}`);
  }
  const work = (kind === 'other' || kind === 'sales_report') && MEASURES.test(head) ? WORK_FIELD.exec(head)?.[1]?.trim() : undefined;
  if (work) return found(work);
  if (kind === 'other') {
    const lines = head.split('\n').map((l) => l.trim()).filter(Boolean).slice(1, 4);
    const heading = lines.map((l) => REPORT_HEADING.exec(l)).find(Boolean);
    const covers = heading?.[2]?.replace(/^\s+[—–-]\s+/, '');
    if (heading) return found(covers && !dateIn(covers) ? `${heading[1]} — ${covers}` : heading[1]);
  }
  return undefined;
}
