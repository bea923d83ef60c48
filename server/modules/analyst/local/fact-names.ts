/**
 * People's names as documents write them, and whether a name is the applicant's. Documents drop accents
 * ('Wojcik' on a US form for 'Wójcik'), shorten to a title and surname ('Dr. Mehta'), give initials
 * ('T. Wójcik'), put an occupation before a name ('Soprano Elena Vasquez') and join double surnames with a
 * hyphen ('Ortega-Ruiz').
 */
import { escapeRegExp } from '../../../../src/contract/reg-exp';

export const TITLE = '(?:(?:Dr|Prof|Professor|Mr|Mrs|Ms|Mx|Sir|Dame)\\.?\\s+)';
/** 'Lin', 'MacDonald', "O'Neil", 'Ortega-Ruiz', 'Hyun-woo'. */
const NAME_WORD = "\\p{Lu}[\\p{Ll}'’]+(?:\\p{Lu}[\\p{Ll}'’]+)?(?:-\\p{L}[\\p{Ll}'’]+)*";
/** Irish and Scottish surname particles written apart, a single capital among them ('Ruairí Ó Dálaigh', 'Áine Ní Bhriain'). */
const GAELIC = '(?:Ó|Ní|Nic|Uí|Mhic)(?=\\s+\\p{Lu})';
/** 'Prof. Wei Lin', 'Dr. Maria K. Santos', 'Ana Ruiz': a title or two to four capitalised words. */
export const NAME = `${TITLE}?${NAME_WORD}(?:\\s+(?:\\p{Lu}\\.|${GAELIC}|${NAME_WORD})){0,3}`;
/**
 * A person's name as a list or a results line sets it: two to five capitalised words, initials and hyphens allowed, with
 * the particles between them ('Anke de Boer', 'Jan van der Berg').
 */
export const LISTED_NAME = "\\p{Lu}[\\p{L}'’.-]*(?:\\s+(?:(?:de|da|del|van|von|der|den|la|le|bin|binti|al|el)\\s+)*\\p{Lu}[\\p{L}'’.-]*){1,4}";
/** 'G. Liu', 'T. Wójcik', as author lines give them. */
export const INITIALLED = `(?:\\p{Lu}\\.\\s*){1,3}${NAME_WORD}`;

const NOT_A_NAME = /^(The|This|That|These|Our|Its|It|We|He|She|They|Her|His|Their|A|An|In|On|At|For|With|Congratulations|Dear|Each|Every|All|Award|Prize|Committee|Society|Association|University|Institute|Please|Thank|Thanks|Best|Kind|Yours|Sincerely|Regards|Members|Colleagues|Sir|Madam)\b/;
/** What a writer puts before a name to say who the person is: not part of the name. */
const OCCUPATION = /^(?:(?:Soprano|Mezzo-soprano|Contralto|Tenor|Baritone|Bass|Pianist|Violinist|Cellist|Conductor|Director|Designer|Photographer|Artist|Author|Writer|Architect|Producer|Composer|Actor|Actress|Dancer|Chair|Chairman|Chairwoman|President|Dean|Founder|Postdoc|Researcher|Scientist|Engineer|Professor Emerita|Professor Emeritus)\s+)+/;
/** Words of a heading that can run into a name ('… International Opera Awards Soprano Elena Vasquez'). */
/** A sentence's opening word that a capitalised run can take in before a name ('When Hana Kovacs first sketched …'). */
export const CLAUSE_OPENER = '(?:When|While|After|Before|Since|Until|Once|Although|Though|Because|If|Where|Today|Yesterday|Then|But|And|Meanwhile)';
// … nor a sentence's opening word before it ('Since Ana Ruiz joined …').
const NOT_NAME_WORDS = new RegExp(`^(?:(?:Awards?|Prizes?|Medals?|News|Release|Announced|Announcement|Winners?|Results|Opera|Festival|Gala|Ceremony|${CLAUSE_OPENER})\\s+)+`);
/** A form's next label on the same line ('Employee: Priya Raman Employee ID: 627595'). */
// … or the next line's opening words of place and date ('… of Ms. Ana Ruiz / Made in Paris on 2 January 2024').
const FIELD_LABELS = /(?:\s+(?:Employee|ID|Date|Name|Title|Position|Department|Organi[sz]ation|Recipient|Signature|Accepted|Address|Phone|Email|Period|Made|Signed|Dated|Done|Executed))+$/;
/** Words of a job title, which a pattern may take for a name ('the position of Principal Scientist'). */
const JOB_WORDS =
  /^(Scientist|Engineer|Researcher|Director|Officer|Manager|Head|Chief|Senior|Staff|Principal|Associate|Assistant|Vice|President|Analyst|Designer|Developer|Consultant|Specialist|Coordinator|Accountant|Secretary|Editor|Curator|Producer|Partner|Fellow|Member|Chair|Dean)$/;
const TITLED = new RegExp(`^${TITLE}`, 'u');

/** Accents and case set aside, as forms and reference lists do. */
/** Letters no accent-stripping reaches, as a name is spelt without them ('Lokken' for 'Løkken', 'Lodz' for 'Łódź'). */
const PLAIN_LETTERS: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ð: 'd', ı: 'i' };
export const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[øłđðı]/g, (c) => PLAIN_LETTERS[c]!);

/** The name as it stands, without what is not part of it; undefined when the words are not a person's name. */
export function cleanName(raw: string): string | undefined {
  // 'Awards Soprano Elena Vasquez' (a headline run into the next line): the words before the name are not part of it.
  // 'Botswana's Kagiso Mothibedi': a country's or a team's possessive before a name is no part of it.
  let name = raw.trim().replace(/[,.;:]$/, '').replace(/['’]s$/, '').replace(NOT_NAME_WORDS, '').replace(FIELD_LABELS, '').replace(/^\p{Lu}[\p{L}-]*['’]s\s+(?=\p{Lu}[\p{L}'’-]+\s+\p{Lu})/u, '');
  if (NOT_A_NAME.test(name) || name.split(/\s+/).some((w) => JOB_WORDS.test(w))) return undefined;
  // 'Chef of the Year / The chef-owner …': a headline's last word run into the next sentence's article is no name.
  if (/\s(?:The|This|That|These|Our|Its|His|Her|Their|A|An)$/.test(name)) return undefined;
  // 'The 2024 Kavli Prize was awarded to …': a prize is no one's name.
  if (/\b(Prize|Award|Awards|Medal|Trophy|Fellowship|Lecture)$/.test(name)) return undefined;
  const bare = name.replace(OCCUPATION, '');
  if (bare !== name && bare.split(/\s+/).length >= 2) name = bare;
  const words = name.replace(TITLED, '').split(/\s+/);
  // A single word after a title is a surname ('Prof. Lin'); alone, it could be anything ('Winner').
  return words.length >= 2 || TITLED.test(name) ? name : undefined;
}

/** Her name's words, folded, without a title she may have typed with it ('Dr. Samuel Osei': 'samuel', 'osei'). */
const ownWords = (applicantName: string | undefined) =>
  fold(applicantName ?? '')
    .trim()
    .replace(/^(?:dr|prof|professor|mr|mrs|ms|mx|sir|dame)\.?\s+(?=\S)/, '')
    .split(/\s+/)
    .filter((w) => w.length > 1);

/** Words that join a surname to the one after it ('de la Cruz', 'Ní Bhriain'), never a surname alone. */
const PARTICLES = new Set(['de', 'da', 'do', 'dos', 'das', 'del', 'della', 'di', 'du', 'la', 'le', 'van', 'von', 'der', 'den', 'ter', 'ni', 'nic', 'mac', 'mc', 'bin', 'binti', 'ibn', 'al', 'el']);

/**
 * Every word a document may use alone for her surname: the last word, and with three names or more the one
 * before it too, since Spanish and Portuguese names carry two surnames and are often shortened to either
 * ('Dr. Ferrer' for Lucía Ferrer Quintana).
 */
export function surnamesOf(applicantName: string | undefined): string[] {
  const own = ownWords(applicantName);
  const last = own[own.length - 1];
  if (!last) return [];
  const before = own.length >= 3 ? own[own.length - 2] : undefined;
  return before && before.length > 2 && !PARTICLES.has(before) ? [last, before] : [last];
}

/** Her given names (every word of her name but her surnames), folded. */
export const givenNamesOf = (applicantName: string | undefined): string[] => {
  const surnames = surnamesOf(applicantName);
  return ownWords(applicantName).filter((w) => !surnames.includes(w));
};

/** A word after a person's name that makes it a body's or a thing's name ('Ana Ruiz Foundation', 'Ana Ruiz Prize'). */
const BODY_NOUN = /^(?:foundation|fund|trust|institute|centre|center|lab|laboratory|group|prize|award|medal|fellowship|scholarship|lecture|chair|school|college|hall|house|studio|studios|collective|quartet|trio|ensemble|band|orchestra|company|inc|llc|ltd|press|gallery|project|method|protocol|index|screen|test|scale|model|system)$/;

/** Two words of six letters or more that differ in one letter only, as OCR misreads a 'v' as a 'u'. */
const misreadByOneLetter = (a: string, b: string): boolean => a.length >= 6 && a.length === b.length && [...a].filter((c, i) => c !== b[i]).length === 1;

/** Whether `name` (as a document writes it) is the applicant: one of her surnames, and no first name or initial that differs. */
export function isApplicantName(name: string, applicantName: string | undefined): boolean {
  const own = ownWords(applicantName);
  const surnames = surnamesOf(applicantName);
  if (surnames.length === 0) return false;
  // A title set in capitals with the name ('DR ANA RUIZ') is a title still.
  const words = fold(name.replace(TITLED, '')).replace(/^(?:dr|prof|professor|mr|mrs|ms|mx|sir|dame)\.?\s+(?=\S+\s)/, '').split(/\s+/).filter(Boolean);
  // 'Dear Sofía,': a letter to her by her first name; 'Ruiz', as a sentence names her by surname alone.
  if (words.length === 1 && !TITLED.test(name) && own.length > 1) return words[0] === own[0] || surnames.includes(words[0]!.replace(/[’']s$/, ''));
  // 'Mr. Seo Min-jun', 'Ruiz, Ana': her family name first, then only her given names (or their initials).
  const head = words[0]!.replace(/,$/, '');
  const given = own.filter((w) => !surnames.includes(w));
  if (words.length > 1 && surnames.includes(head) && !surnames.includes(words[words.length - 1]!.replace(/[’']s$/, ''))) {
    const rest = words.slice(1).map((w) => w.replace(/[.,]$/, ''));
    return given.length > 0 && rest.every((w) => given.includes(w) || (w.length === 1 && given.some((g) => g.charAt(0) === w)));
  }
  // 'Núria Cerqueda Puigcercós' for Núria Cerqueda: her whole name as the profile gives it, then a second family name,
  // as Catalan, Spanish and Portuguese records write it in full (one more word, a name, not a body's noun).
  const last = words[words.length - 1]?.replace(/[’']s$/, '') ?? '';
  if (own.length >= 2 && words.length === own.length + 1 && own.every((w, i) => words[i] === w) && /^\p{L}{3,}$/u.test(last) && !BODY_NOUN.test(last)) return true;
  // Her given name in full, then her surname as a phone photo's OCR read it, one letter wrong ('ZARINA SHARIPOUA' for
  // Sharipova, tune26): her still. A long surname only, so that a namesake's differs by more than a misread letter.
  if (words.length === 2 && own.length >= 2 && words[0] === own[0] && surnames.some((s) => misreadByOneLetter(s, last))) return true;
  if (!surnames.includes(last)) return false;
  // 'Lucía Ferrer Quintana' written in full: the words before the surname are her first name (and a first surname).
  const before = words.slice(0, -1).filter((w) => !surnames.includes(w));
  const first = before[0]?.replace(/\.$/, '');
  const ownFirst = own.length > 1 ? own[0]! : undefined;
  if (!first || !ownFirst) return true;
  if (first.length === 1) return first === ownFirst.charAt(0);
  return first === ownFirst;
}

/** A test for the applicant's surname as a whole word, accents aside. */
export function surnameTest(applicantName: string | undefined): ((text: string) => boolean) | undefined {
  const surnames = surnamesOf(applicantName);
  if (surnames.length === 0) return undefined;
  const re = new RegExp(`(?<![\\p{L}])(?:${surnames.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'u');
  return (text) => re.test(fold(text));
}

/** The applicant's name as the sentence writes it ('Wojcik' for 'Wójcik'): her full name if it is there, else her surname. */
export function nameAsWritten(sentence: string, applicantName: string | undefined): string | undefined {
  const own = ownWords(applicantName);
  const surnames = surnamesOf(applicantName);
  if (surnames.length === 0) return undefined;
  const words = [...sentence.matchAll(/[\p{L}][\p{L}'’-]*/gu)];
  const isSurname = (w: RegExpMatchArray | undefined) => !!w && surnames.includes(fold(w[0]).replace(/[’']s$/, ''));
  let at = words.findIndex((w) => isSurname(w));
  if (at < 0) return undefined;
  const start = at;
  // 'Oyarzún Vidal': her second surname, right after the first, is part of the name as written.
  while (isSurname(words[at + 1]) && /^\s+$/.test(sentence.slice(words[at]!.index! + words[at]![0].length, words[at + 1]!.index))) at += 1;
  const last = words[at]!;
  const prev = words[start - 1];
  const end = last.index! + last[0].replace(/[’']s$/, '').length;
  // 'Sofía Ortega-Ruiz', when the word before is her first name and only a space apart.
  if (prev && own.length > 1 && fold(prev[0]) === own[0] && /^\s+$/.test(sentence.slice(prev.index! + prev[0].length, words[start]!.index))) return sentence.slice(prev.index, end);
  return sentence.slice(words[start]!.index, end);
}

/** Words that stand before a surname without being a given name: titles, posts, kin and joining words. */
const BEFORE_A_SURNAME = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'miss', 'prof', 'professor', 'sir', 'dame', 'dear', 'the', 'and', 'by', 'with', 'of', 'for', 'to', 'from', 'said', 'says', 'told', 'coach', 'captain', 'teammate', 'colleague', 'director', 'chair', 'judge', 'senator', 'minister', 'mayor', 'dean', 'president', 'author', 'editor', 'team', 'family', 'sister', 'brother', 'mother', 'father', 'husband', 'wife', 'daughter', 'son', 'madam', 'chef', 'maestro', 'rev', 'herr', 'frau', 'señora', 'senora', 'señor', 'senor', 'mme', 'mlle', 'm']);

/**
 * A namesake (tune26, decision 141): a page that never writes her given name, but writes another's before her surname
 * ('RIGHT-HANDER RONALDO PIETERNELLA, 19' for Rosaly Pieternella). Its surname alone, in a headline or a later sentence,
 * is that person, not her: the other's full name and the sentence giving it, else undefined.
 */
export function namesakeOf<S extends { text: string }>(sentences: readonly S[], applicantName: string | undefined): { value: string; sentence: S } | undefined {
  const surnames = surnamesOf(applicantName);
  const given = givenNamesOf(applicantName);
  if (surnames.length === 0 || given.length === 0) return undefined;
  const all = fold(sentences.map((s) => s.text).join(' '));
  // A letter's salutation ('Dear Mr. Mensah', 'Dear Chef Bakkali') is to her, by her surname: no namesake's page.
  if (/\bdear\b/.test(all)) return undefined;
  // Her given name anywhere (or its initial before her surname) makes the page hers to read as it was.
  if (given.some((g) => new RegExp(`(?<![\\p{L}])${escapeRegExp(g)}(?![\\p{L}])`, 'u').test(all))) return undefined;
  if (surnames.some((s) => new RegExp(`(?<![\\p{L}])${escapeRegExp(given[0]!.charAt(0))}\\.\\s*${escapeRegExp(s)}(?![\\p{L}])`, 'u').test(all))) return undefined;
  // Not a closing line: a signer who shares her surname signs the page, it is not about them.
  for (const s of sentences.slice(0, Math.max(0, sentences.length - 3))) {
    for (const m of s.text.matchAll(/(?<![\p{L}'’-])(\p{Lu}[\p{L}'’]+)\s+(?=(\p{Lu}[\p{L}'’-]+)(?![\p{L}]))/gu)) {
      const [, first, last] = m;
      if (!first || !last || !surnames.includes(fold(last)) || BEFORE_A_SURNAME.has(fold(first)) || first.length < 3 || surnames.includes(fold(first))) continue;
      return { value: `${first} ${last}`, sentence: s };
    }
  }
  return undefined;
}
