/**
 * Her own post on a social network (issue 32): a page whose first line is its author (a handle, 'ana.ruiz', or a name
 * with its headline, 'Ana Ruiz • Founder at …') and whose last counts its likes, comments or reposts; or her essay on a
 * blogging platform (decision 142). What it says is
 * her own claim, not others' evidence of it, however it reads: a paralegal files it as Other.
 */
import type { Fact, FactSheet } from '../../../../src/contract/fact-sheet';
import { surnameTest } from './fact-names';
import { factIn as fact, type PagedSentence } from './fact-sentences';

/** '1,204 likes · 88 comments', '214 reactions • 37 comments • 9 reposts': a post's counts (a phone photo's OCR reads the dots as '=' or '-'). */
const ENGAGEMENT = /\b\d[\d,.]*\s?k?\s+(?:likes|reactions|comments|reposts|retweets|shares)\b[^\n]{0,12}[·•|,=–—-]\s*\d[\d,.]*\s?k?\s+(?:likes|reactions|comments|reposts|retweets|shares|views)\b/i;
/**
 * A handle ('ana.ruiz', '@ana_ruiz') or a name with its profile line after a bullet ('Ana Ruiz • Founder at …'), its
 * verified mark and handle between them as a network prints them ('Ana Ruiz ✓ @anaruiz · Lisbon'); in a phone photo the
 * bullet is read as a dash ('ANA RUIZ - FOUNDER AT …').
 */
const AUTHOR = /^\s*(@?[\p{L}\d]+(?:[._][\p{L}\d]+)+|@[\p{L}\d_]{3,}|\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}(?=\s+(?:[✓✔☑]\s+)?(?:@[\p{L}\d_.]{3,}\s+)?[•·|=–—-]\s))/u;

/** A printed or saved post often opens with the network's name on a line of its own, its author's name alone below. */
// Proper names as the networks print them, so a lone 'x' or 'threads' line is not read as one.
const NETWORK = /^\s*(?:LinkedIn|Facebook|Instagram|Threads|Bluesky|Mastodon|TikTok|Twitter|X)\s*$/;
const NAME_ALONE = /^\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3})\s*$/u;

/**
 * A post on a blogging platform: its address at the head ('medium.com/@hfarahani', 'ana.substack.com') and its reading
 * time ('8 min read'), its author's name alone on a line of the first few. Her own essay there is her claim too.
 */
const BLOG_ADDRESS = /^\s*(?:https?:\/\/)?(?:[\w-]+\.)?(?:medium\.com|substack\.com|wordpress\.com|blogspot\.com|ghost\.io|hashnode\.dev|dev\.to)\b/i;
const READING_TIME = /\b\d{1,2}\s?min(?:ute)? read\b/i;

function blogAuthor(sentences: PagedSentence[], text: string): Fact | null {
  if (!BLOG_ADDRESS.test(sentences[0]?.text ?? '') || !READING_TIME.test(text.slice(0, 800))) return null;
  const line = sentences.slice(1, 5).find((s) => NAME_ALONE.test(s.text));
  const author = line ? NAME_ALONE.exec(line.text)?.[1] : undefined;
  return line && author ? fact(author, line) : null;
}

/** The post's author as its first line names them (after the network's name, where it heads the page), when the page is a post. */
export function postAuthor(sentences: PagedSentence[], text: string): Fact | null {
  const underNetwork = NETWORK.test(sentences[0]?.text ?? '');
  const first = underNetwork ? sentences[1] : sentences[0];
  const author = first ? (AUTHOR.exec(first.text)?.[1] ?? (underNetwork ? NAME_ALONE.exec(first.text)?.[1] : undefined)) : undefined;
  return first && author && ENGAGEMENT.test(text) ? fact(author, first) : blogAuthor(sentences, text);
}

/**
 * The page as a post its author, the applicant, wrote: her, named as its first line writes her, or null. The fact
 * sheet records it (kind `social_post`, she wrote it), so the filing follows the sheet and a user's correction of it.
 */
export function ownPost(sentences: PagedSentence[], text: string, applicantName: string | undefined): NonNullable<FactSheet['subject']> | null {
  const author = postAuthor(sentences, text);
  const hers = surnameTest(applicantName);
  return author && hers?.(author.value.replace(/[._@]+/g, ' ')) ? { ...author, relation: 'wrote', isApplicant: true } : null;
}

/**
 * The recommendations section of her profile on a network ('Recommendations received', each a few lines signed '— Name,
 * VP Hardware (managed Ana directly)'): endorsements posted to her page, not letters from experts on the petition.
 */
const RECOMMENDATIONS_HEAD = /^\s*recommendations (?:received|given)\s*$/im;
const RELATIONSHIP_NOTE = /\((?:managed|reported to|worked with|was senior to|was (?:\p{Ll}+ )?(?:client|mentor|teacher|manager))\b[^)\n]{0,60}\)/iu;

export const networkRecommendations = (text: string): boolean => RECOMMENDATIONS_HEAD.test(text.slice(0, 1000)) && RELATIONSHIP_NOTE.test(text);
