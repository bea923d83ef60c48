/**
 * Issuers a page states by its form rather than by an organisation's word (issue 32, holdout14 tuned on): a printed
 * web page's site (the name on the page its address spells), a translation's source ('a translation of an article
 * from Jadranski list'), a certificate's body on its heading line ('MESA DENTAL CE — Certificate of Completion'), and
 * an e-mail's sending body as its 'From:' line names it.
 */
import type { Fact } from '../../../../src/contract/fact-sheet';
import { factIn as fact, type PagedSentence } from './fact-sentences';
import { fold } from './fact-names';

const letters = (s: string) => fold(s).replace(/[^a-z0-9]/g, '');

/** 'fieldnotesweekly.example.com › animals', 'https://www.miamiartswire.example.com/reviews': the site's first name. */
const ADDRESS_LINE = /^(?:https?:\/\/)?(?:www\.)?([a-z0-9-]+)(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#\s›>»]|$)/i;

/** A printed web page: the name set on it that its address spells ('Field Notes Weekly' of fieldnotesweekly.…). */
export function siteName(sentences: PagedSentence[]): Fact | null {
  const first = sentences[0];
  const site = first ? ADDRESS_LINE.exec(first.text.trim())?.[1] : undefined;
  if (!first || !site || site.length < 4) return null;
  const domain = letters(site);
  const hyphened = fold(site).split('-').filter((w) => w.length > 1);
  for (const s of sentences.slice(1, 5)) {
    // A breadcrumb's parts too ('SoilWire > Features'); a hyphenated address names the site by its words ('rowing-nigeria'
    // in 'Rowing Federation of Nigeria').
    for (const part of s.text.split(/\s+[·|•—–>›»-]\s+/)) {
      const name = part.trim().replace(/^The\s+/i, (the) => (domain.startsWith('the') ? the : ''));
      if (name.length <= 1 || name.split(/\s+/).length > 6 || !/\p{Lu}/u.test(name)) continue;
      const words = new Set(fold(name).split(/[^a-z0-9]+/));
      if (letters(name) === domain || (hyphened.length >= 2 && hyphened.every((w) => words.has(w)))) return fact(name, s);
    }
  }
  return null;
}

/** 'Certified English translation of an article from Jadranski list (Split), …': the outlet translated; or its source line. */
const TRANSLATED_FROM = /\btranslation of an? (?:article|story|report|interview|review) (?:from|in|published in|that appeared in) (?:the )?(\p{Lu}[^,(\n]{1,50}?)(?=\s*[(,]|\s+(?:on|of|dated)\s|$)/u;

/** A clipping's or translation's source line at its top: 'Source: Rheinische Bühnenpost, no. 4/2024, p. 9'. */
const SOURCE_LINE = /^(?:source|original|originally published in|published in)\s*:\s*(?:the )?(\p{Lu}[^,(\n]{1,50}?)(?=\s*[(,;]|\s+(?:no\.|vol\.|issue|of|on|dated)\s|\s*$)/iu;

export function translatedFrom(sentences: PagedSentence[]): Fact | null {
  for (const s of sentences.slice(0, 4)) {
    const name = (TRANSLATED_FROM.exec(s.text) ?? SOURCE_LINE.exec(s.text))?.[1]?.trim();
    if (name) return fact(name, s);
  }
  return null;
}

/** 'MESA DENTAL CE — Certificate of Completion': the body before the certificate's own heading on its first line. */
const HEADED_CERTIFICATE = /^\s*(\p{Lu}[\p{L}&'’. -]{2,60}?)\s+[—–|·-]\s+certificate of \p{L}+\s*$/iu;

export function certificateLine(sentences: PagedSentence[]): Fact | null {
  const first = sentences[0];
  const body = first ? HEADED_CERTIFICATE.exec(first.text)?.[1]?.trim() : undefined;
  return first && body && body.split(/\s+/).length >= 2 ? fact(body, first) : null;
}

/**
 * 'From: DeepBlue Directory <…>': the body that sent it, its name with no organisation's word in it but a desk's word or
 * a name of its own make ('DeepBlue'); a person who sent it ('From: Ivana Matić, Secretary General') speaks for a body
 * the page names elsewhere, or for no one.
 */
const BODY_NAME = /\b(?:Directory|Registry|Listings?|Marketplace|Platform|Team|Desk|Services|Support|Admissions|Registration)\b|\b\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+/u;
const FROM = /^From:\s*"?([^<"@,\n]+?)"?\s*(?:,[^<\n]*)?(?:<|\[|$)/i;

export function senderName(sentences: PagedSentence[]): Fact | null {
  const from = sentences.filter((s) => /^From:\s/i.test(s.text));
  // A forwarded message's own sender, the last 'From:' line.
  const s = from.at(-1);
  const name = s ? FROM.exec(s.text)?.[1]?.trim() : undefined;
  return s && name && /^\p{Lu}/u.test(name) && BODY_NAME.test(name) && name.split(/\s+/).length <= 6 ? fact(name, s) : null;
}

/**
 * An e-mail sent from a body's address ('membership@isst.example.org'): the body named in it whose initials the address
 * spells ('International Society of Soil Technologists').
 */
export function senderDomain(sentences: PagedSentence[]): Fact | null {
  const from = sentences.find((s) => /^From:\s/i.test(s.text));
  const domain = from ? /@([a-z0-9-]+)\./i.exec(from.text)?.[1]?.toLowerCase() : undefined;
  if (!domain || domain.length < 3) return null;
  for (const s of sentences.slice(0, 20)) {
    for (const m of s.text.matchAll(/\p{Lu}[\p{L}'’-]*(?:\s+(?:of|for|and|the|de|\p{Lu}[\p{L}'’-]*))+/gu)) {
      const words = m[0].split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
      // Its words from the first whose initials start the address.
      for (let i = 0; i + domain.length <= words.length; i++) {
        const run = words.slice(i, i + domain.length);
        if (run.map((w) => fold(w).charAt(0)).join('') !== domain) continue;
        const start = m[0].indexOf(run[0]!);
        const end = m[0].indexOf(run[run.length - 1]!, start) + run[run.length - 1]!.length;
        return fact(m[0].slice(start, end), s);
      }
    }
  }
  return null;
}
