/**
 * wink-nlp, loaded once and only when first needed: the model costs ~150 ms to
 * load, which server start-up and most requests should not pay.
 */
import { createRequire } from 'node:module';
import type { WinkMethods } from 'wink-nlp';
import { paragraphs } from './text';

type WinkFactory = typeof import('wink-nlp').default;
type WinkModel = typeof import('wink-eng-lite-web-model').default;

let nlp: WinkMethods | undefined;

function getNlp(): WinkMethods {
  if (!nlp) {
    const require = createRequire(import.meta.url);
    const winkNLP = require('wink-nlp') as WinkFactory;
    const model = require('wink-eng-lite-web-model') as WinkModel;
    nlp = winkNLP(model);
  }
  return nlp;
}

/** Long documents are read up to this size: enough for a summary, bounded in time. */
const MAX_CHARS = 60_000;

type Entity = { value: string; type: string };
export type ReadText = { sentences: string[]; entities: Entity[]; phrases: string[] };

const PHRASE_POS = new Set(['PROPN', 'NOUN', 'ADJ']);

/**
 * Sentences (within the paragraphs a writer made), named entities (dates,
 * money, ordinals...) and candidate key phrases (runs of adjectives and nouns
 * ending in a noun, e.g. 'ACM Prize in Computing' gives 'ACM Prize').
 */
export function readText(text: string): ReadText {
  const sentences: string[] = [];
  const entities: Entity[] = [];
  const phrases: string[] = [];
  const body = text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text;
  const w = getNlp();
  const its = w.its;
  for (const para of paragraphs(body)) {
    const doc = w.readDoc(para);
    for (const sentence of doc.sentences().out()) if (sentence.trim()) sentences.push(sentence.trim());
    for (const e of doc.entities().out(its.detail) as Array<{ value: string; type: string }>) entities.push({ value: e.value, type: e.type });
    const values = doc.tokens().out();
    const tags = doc.tokens().out(its.pos) as string[];
    let run: string[] = [];
    let runPos: string[] = [];
    const flush = () => {
      // A phrase ends in a noun: trailing adjectives ('award winning') are dropped.
      while (runPos.length > 0 && runPos[runPos.length - 1] === 'ADJ') {
        run.pop();
        runPos.pop();
      }
      if (run.length >= 1 && run.length <= 5) phrases.push(run.join(' '));
      run = [];
      runPos = [];
    };
    values.forEach((value, i) => {
      const pos = tags[i] ?? '';
      if (PHRASE_POS.has(pos) && /^[\p{L}][\p{L}\d'&.-]*$/u.test(value)) {
        run.push(value);
        runPos.push(pos);
      } else flush();
    });
    flush();
  }
  return { sentences, entities, phrases };
}

/** Sentences only (same splitting as readText). */
export function sentencesOf(text: string): string[] {
  return readText(text).sentences;
}

/** Whether a sentence has a verb (or an auxiliary): 'Prize committee of 12 international judges.' has none. */
export function hasVerb(sentence: string): boolean {
  const w = getNlp();
  const tags = w.readDoc(sentence.slice(0, 2_000)).tokens().out(w.its.pos) as string[];
  return tags.some((t) => t === 'VERB' || t === 'AUX');
}
