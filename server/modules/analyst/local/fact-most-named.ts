/**
 * Whom a document keeps naming, when no sentence says what happened to anyone: a paralegal reads an
 * article that names 'Dr. Hana Ito' and then 'Ito said' as about Ito, not about the expert it quotes once,
 * and a letter that tells what the applicant did as about her, however few times it names her.
 */
import type { FactKind, FactSheet } from '../../../../src/contract/fact-sheet';
import { cleanName, isApplicantName, NAME, nameAsWritten } from './fact-names';
import { escapeRegExp } from '../../../../src/contract/reg-exp';
import { herQuote, roleCues } from './fact-people';
import type { PagedSentence } from './fact-sentences';
import { isAgent } from './fact-agent';

type Subject = NonNullable<FactSheet['subject']>;

/** Words of an organisation's, a place's or a work's name, never of a person's. */
const NOT_PERSON =
  /\b(Institute|University|College|School|Council|Foundation|Society|Association|Academy|Museum|Gallery|Bank|Ltd|Inc|LLC|Group|Centre|Center|Company|Trust|Agency|Office|Department|Ministry|Prize|Award|Awards|Medal|Festival|News|Times|Journal|Review|Press|Theatre|Theater|Opera|Ensemble|Orchestra|Hall|Street|Road|Avenue|House|Court|Commission|Authority|Board|Service|Services|Programme|Program|Project|Fund|Laboratory|Lab|Hospital|Republic|Kingdom|States|City|National|International|Royal|Gold|Silver|Bronze|Season|Series|Edition|Team|Partners|Capital|Ventures|Systems|Technologies|Labs)\b/;
/** A sentence's opening word run into a name ('Today SparseRoute'), and a product's inner capital ('SparseRoute'). */
const OPENER = /^(?:Today|Yesterday|Now|Then|Since|After|Before|When|While|Inside|Also|Here|There|Until|Once|Last|Next|This|In|On|At|By|For|From|With|Under|Over)\s/;
const CAMEL = /^\p{Lu}\p{Ll}+\p{Lu}(?!\p{Ll}+$)|^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+\p{Lu}/u;
/** 'Aiko Tanaka, incoming President', 'Signed: Ana Ruiz', 'Dr Helen Marsh-Director': a signature line. */
const SIGNATURE_LINE = new RegExp(`^(?:Signed:?\\s*)?${NAME}\\s*(?:[,–—-]\\s*[^.]{0,60})?$`, 'u');
/** A sentence in which someone is only quoted as an outside voice. */
const OUTSIDE_VOICE = /\bnot involved\b|\bindependent expert\b/i;

type Person = { value: string; surname: string; count: number };

const TITLED = /^(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx|Sir|Dame)\.?\s+/;
/** Accents aside, case kept: 'Ito' is a person where 'ito' is not. */
const plain = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/**
 * The people a document names in full ('Dr. Hana Ito', 'Samuel Ekwueme'), each with how many sentences name
 * their surname. A person, not a firm or a title ('Nimbus Cloud', 'Floria Tosca'), is one the document also
 * calls by surname alone, as writers do: opening a sentence ('Ito said …'), or after a title ('Dr. Ito').
 */
function peopleNamed(sentences: PagedSentence[]): Person[] {
  const own = sentences.filter((s) => !s.inReferences);
  const found = new Map<string, Person>();
  const re = new RegExp(`(?<![\\p{L}])${NAME}`, 'gu');
  for (const s of own) {
    for (const m of s.text.matchAll(re)) {
      const name = cleanName(m[0]);
      const words = name?.replace(TITLED, '').split(/\s+/) ?? [];
      if (!name || words.length < 2 || NOT_PERSON.test(plain(name)) || OPENER.test(name) || words.some((w) => w === w.toUpperCase() || CAMEL.test(w))) continue;
      const surname = plain(words[words.length - 1]!);
      if (!found.has(surname)) found.set(surname, { value: name, surname, count: 0 });
    }
  }
  const people: Person[] = [];
  for (const person of found.values()) {
    const s = escapeRegExp(person.surname);
    const named = new RegExp(`(?<![\\p{L}])${s}(?![\\p{L}])`, 'u');
    const alone = new RegExp(`^["“]?${s}(?:'s|’s)?\\s+\\p{Ll}|(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx)\\.?\\s+${s}(?![\\p{L}])`, 'u');
    const texts = own.map((x) => plain(x.text));
    // Or by surname in a sentence that does not give the full name: a headline's 'Silver for Ivanova and Georgieva'.
    const full = plain(person.value.replace(TITLED, ''));
    const bySurname = texts.some((t) => !t.includes(full) && new RegExp(`\\b(?:for|and|with|by|from|to|as|beat|behind)\\s+${s}(?:\\s+(?:and|&)\\s+\\p{Lu}|[,:;]|\\s+\\p{Ll})`, 'u').test(t));
    if (!texts.some((t) => alone.test(t)) && !bySurname && !TITLED.test(person.value)) continue;
    people.push({ ...person, count: texts.filter((t) => named.test(t)).length });
  }
  return people;
}

/** Kinds that may be about a third party with no sentence saying what happened to them: an article, a list entry. */
const ABOUT_OTHERS = new Set<FactKind>(['press_article', 'other']);

/** The relation a document of this kind gives the person it is about. */
const RELATION: Partial<Record<FactKind, Subject['relation']>> = {
  employment_letter: 'paid',
  experience_letter: 'paid',
  pay_record: 'paid',
  review_record: 'invited',
  exhibition_record: 'invited',
  membership: 'elected',
  award: 'received',
};

/**
 * The person the document is about when nothing else said: someone else named in two sentences or more and
 * more often than the applicant; else the applicant, when she is named in a part of her own (no cue makes her
 * a guest, a quoted voice, a nominee or a collaborator) or named three times or more, and named beside no
 * outside-voice aside. `signer`: the letter's signatory, who writes it and is not what it is about.
 */
export function mostNamed(kind: FactKind, sentences: PagedSentence[], named: PagedSentence[], applicantName: string | undefined, signer?: string): Subject | undefined {
  // Her signature under a summary she prepared ('Aiko Tanaka, incoming President') says who wrote it, not whom it is about.
  const tail = new Set(sentences.filter((s) => !s.inReferences).slice(-3));
  const own = named.filter((s) => !s.inReferences && !OUTSIDE_VOICE.test(s.text) && !(tail.has(s) && SIGNATURE_LINE.test(s.text)));
  const hers = own.length;
  const signerSurname = signer ? plain(signer.split(/\s+/).pop() ?? '') : undefined;
  const others = peopleNamed(sentences)
    .filter((p) => !isApplicantName(p.value, applicantName) && p.surname !== signerSurname)
    .sort((a, b) => b.count - a.count);
  const top = others[0];
  // 'created by Dr. Priya Raman', 'Raman's team': a document that names her as the author of the work is hers.
  const agent = own.some((s) => isAgent(s.text, applicantName));
  const relation = RELATION[kind] ?? 'written_about';
  // Two people named as often as each other, side by side ('Ivanova and Georgieva won silver'), are the story's pair or crew.
  const pair = !!top && !!others[1] && others[1].count === top.count && sentences.some((x) => x.text.includes(top.value) && x.text.includes(others[1]!.value));
  if (top && !agent && ABOUT_OTHERS.has(kind) && top.count >= 2 && top.count > hers && ((others[1]?.count ?? 0) < top.count || pair)) {
    const at = sentences.find((s) => !s.inReferences && s.text.includes(top.value))!;
    return { value: top.value, sentence: at.text, page: at.page, relation, isApplicant: false };
  }
  const first = own[0];
  const value = first ? nameAsWritten(first.text, applicantName) : undefined;
  if (!first || !value || (!agent && top && top.count >= hers && top.count >= 2)) return undefined;
  // Named once in a news story, with a quotation the next sentence gives to 'she', she is a voice in it, whatever that
  // one sentence says she did ('… spoke at the meeting. "…," she said.').
  const voice = kind === 'press_article' && hers === 1 && !!herQuote(sentences, own, applicantName);
  const ownPart = !voice && own.every((s) => roleCues(s.text).length === 0);
  return ownPart || agent || hers >= 3 ? { value, sentence: first.text, page: first.page, relation, isApplicant: true } : undefined;
}
