/** An article, interview or broadcast about the applicant: a by-line, a masthead, a dateline, quotes from its subject. */
import type { KindSpec } from './spec';

export const pressArticle: KindSpec = {
  cues: [
    // … its name set off by a spaced dash too: 'By Tessa Ravn - May 14, 2025 - 6 min read'.
    { re: /^\s*(?:[Bb]y|BY|[Ww]ords by|[Ww]ords:|WORDS:|[Tt]ext:|[Ss]tory by|[Rr]eported by)\s+(?:Dr\.?\s+)?[A-Z][\p{L}'-]+(?:\s+[A-Z][\p{L}.'-]*){1,3}\s*(?:,|\||·|•|$|and\b|—|–\s|-\s)/mu, weight: 3, label: 'a by-line' },
    // … and abroad, on its own line or run into the lede after a dash ('Por Matilde Sanches', 'Par Jean Dossou - À Cotonou, …').
    // … and in two languages at once ('Par / By Jean Dossou').
    { re: /^\s*(?:(?:Por|Par|Von|Door)(?:\s*\/\s*By)?|By\s*\/\s*(?:Por|Par|Von|Door))\s+\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}.'-]*){1,3}\s*(?:,|\||·|•|$|[—–-]\s)/mu, weight: 3, label: 'a by-line abroad' },
    // A by-line not on a line of its own: a critic's 'Ruth Kelly · October 3 2024' (not a 'News Release · date' line), a stand-first ending '… By Tom Ashby',
    // or the name after the date: 'Saturday 18 May 2024 · Ruth Kelly'.
    { re: /^(?![^\n]*\b(?:News|Release|Press|Media|Edition|Issue|Bulletin|Newsletter|Update|Season)\b)\s*\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){1,2}\s*[·|]\s*(?:\p{Lu}[a-z]+\.? \d{1,2},? \d{4}|\d{1,2} \p{Lu}[a-z]+\.? \d{4})\s*$|[.!?]\s+By\s+\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){1,2}\s*$|^\s*(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? )?(?:\p{Lu}[a-z]+\.? \d{1,2},? \d{4}|\d{1,2} \p{Lu}[a-z]+\.? \d{4})\s*[·|]\s*\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){1,2}\s*$/mu, weight: 3, label: 'a by-line' },
    // A masthead with its section or edition ('The London Ledger — Technology', 'DALMATINSKI VJESNIK — English web edition', 'RADIO KANO - web edition'), and a by-line run into the date line ('4 May 2025 · by A. Lee', 'Review by A. Lee, 4 May').
    { re: /^\s*\p{Lu}[^\n—–-]{1,40}\s[—–-]\s(?:Environment|Technology|Tech|Dance|Culture|Business|Science|News|Arts|Sport|Opinion|World|Politics|Music|Film|Books|Health|Climate|Features?|Reviews?|Theatre|Money|Economy|(?:\p{L}+ ){0,2}[Ee]dition)\s*$/mu, weight: 2, where: 'head', label: 'a masthead and section' },
    // … a hyphen inside the name being the name's, with its edition after it ('SURAT-SURAT — English edition'); not a body's
    // own news page ('Haraldsen-Mbeki Group — News').
    { re: /^\s*\p{Lu}(?:[^\n—–-]|(?<=\S)-(?=\S)){1,40}\s[—–-]\s(?:\p{L}+ ){0,2}[Ee]dition\s*$/mu, weight: 2, where: 'head', label: 'a masthead and its edition' },
    { re: /^[^\n]{0,40}\b(?:19|20)\d\d\s*[·|,—–-]\s*by\s+\p{Lu}|^\s*(?:Review|Reviewed|Analysis|Comment) by\s+\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2},\s*\d/mu, weight: 1.5, label: 'a by-line at the date' },
    { re: /^\s*(?:Interview|Interviewed|Text|Reporting) by\s+\p{Lu}/mu, weight: 3, label: 'an interviewer credit' },
    { re: /^\s*Q:\s.+\n(?:.*\n)?\s*A:\s/m, weight: 2, label: 'questions and answers' },
    { re: /©\s?[^\n]{0,60}(media|news|press|publishing|group)|reproduced with permission/i, weight: 1.5, label: "a publisher's credit" },
    { re: /\b(staff (writer|reporter)|senior (writer|reporter|editor)|correspondent|contributing (writer|editor)|reporter|columnist|news desk)\b/i, weight: 2, label: "a writer's credit" },
    // A place in capitals, then the story's first sentence ('NAIROBI — The city council voted …'); not a heading in capitals
    // over a date or a document's name ('OFFICIAL RESULTS — Day 6, …', 'RESOLUTION … — Asunción, 14 August 2024').
    { re: /^[A-Z][A-Z.'-]+(?: [A-Z][A-Z.'-]+){0,2}(?:,\s*[A-Z][\p{L}.]+)?\s*[—–-]{1,2}\s+\p{Lu}\p{Ll}*(?:\s+[^\s\d]\S*){4,}/mu, weight: 2, label: 'a dateline' },
    // A news agency's wire dateline: the place in capitals, the day and the agency in brackets ('KINSHASA, June 28, 2024 (PAPA) -').
    { re: /^[A-Z][A-Z.'-]+(?: [A-Z][A-Z.'-]+){0,2},\s+(?:\p{Lu}[a-z]+\.? \d{1,2},? \d{4}|\d{1,2} \p{Lu}[a-z]+\.? \d{4})\s*\((?:[A-Z][A-Za-z-]{1,12}|AP|AFP)\)\s*[—–-]/mu, weight: 3, label: 'a wire dateline' },
    // A newspaper's name, in English or abroad ('Rio Grande Sentinel', 'Diario El Puerto', 'Dalmatinski Vjesnik').
    { re: /\b(The (New York )?Times|Washington Post|Wall Street Journal|Financial Times|The Guardian|The Economist|Forbes|Bloomberg|Reuters|TechCrunch|Wired|MIT Technology Review|Nature News|Science Magazine|The Atlantic|Le Monde|Der Spiegel|Tribune|Herald|Gazette|Chronicle|Magazine|Weekly|Daily|News|Courier|Sentinel|Observer|Inquirer|Dispatch|Diario|Jornal|Zeitung|Gazzetta|Corriere|Vjesnik|Dagblad|Tidende)\b/, weight: 1.5, where: 'head', label: 'a masthead' },
    // … in a language that writes its month in lower case, a section or an edition after it ('Samedi 16 mars 2024 · Économie
    // (English edition)', 'Martes, 4 de junio de 2024 | Sociedad').
    { re: /^\s*(?:\p{Lu}\p{Ll}+,?\s+)?\d{1,2}\.?\s+(?:de\s+)?\p{Ll}{3,}\.?\s+(?:de\s+)?(?:19|20)\d\d\s*[·|•]\s*\p{L}/mu, weight: 2, where: 'head', label: 'a day line abroad and its section' },
    // The day and the section under the masthead ('October 17, 2024 · Local news'), or a translation of a published article.
    { re: /^\s*(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? )?(?:\p{Lu}[a-z]+\.? \d{1,2},? \d{4}|\d{1,2} \p{Lu}[a-z]+\.? \d{4})\s*[·|•]\s*\p{L}[\p{L}&-]*(?: \p{L}[\p{L}&-]*){0,2}\s*$|\b(?:translation|reprint|copy) of (?:an|the|this) (?:article|story|report|interview) (?:of|from|published)\b/imu, weight: 2, where: 'head', label: 'a dateline and section' },
    { re: /\b(was interviewed|in an interview|told (the|this|our) (paper|magazine|newspaper|reporter|publication)|told us|speaking to (the|this|us)|in a conversation with (this|our|the) (newspaper|paper|magazine|programme|program|show)|the interview has been edited|we met (her|him|them))\b/i, weight: 2.5, label: "'was interviewed'" },
    // A programme's transcript or episode, a print edition (not 'aired' or 'broadcast' alone: a distributor's report says those).
    { re: /\b(transcript|episode \d+|podcast|print edition|this article appears|vol\.\s*\d+,?\s*no\.)/i, weight: 1.5, where: 'head', label: 'a broadcast or an edition' },
    // A speaker's label, a role with the name in brackets or a name with its role after a comma too: 'ANCHOR (ANA RUIZ):'.
    { re: /^\s*(?:HOST|GUEST|INTERVIEWER|Q|[A-Z][A-Z .&'-]{2,30})(?:\s*\([\p{Lu}\p{M} .'’-]{3,40}\)|,\s*[\p{Lu}\p{M} .'’&-]{3,40})?\s*:\s+\S/mu, weight: 1, label: 'an interview transcript' },
    { re: /\b(this article appears|print edition|photograph(s|ed)? by|words by|transcript produced by)\b/i, weight: 1.5, label: 'a publication credit' },
    { re: /\b(said|says|explained|recalled|added)\b[^.]{0,40}\.|["\u201d],?\s+(she|he|they)\s+(said|says|explained|added)\b|[,!?]["\u201d]\s+(?:said|says)\s+(?:Dr\.?\s+|Prof\.?\s+)?\p{Lu}|\b(?:said|says)\s+(?:Dr\.?\s+|Prof\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'-]+){1,2},\s+(?:a|an|the)\s/iu, weight: 1, label: 'quotes its subject' },
    // A news page's top: its outlet and the day ('The Northern Standard — 9 May 2025'), then a headline of its own line
    // (a press release's 'FOR IMMEDIATE RELEASE — date' is the issuer's own announcement, not an outlet's).
    {
      re: /^(?![^\n]*\b(?:RELEASE|[Rr]elease)\b)\s*\p{Lu}[^\n—–·|]{1,50}?\s[—–·|]\s(?:\d{1,2} \p{Lu}\p{Ll}+\.? \d{4}|\p{Lu}\p{Ll}+\.? \d{1,2}, \d{4})\s*\n(?:\s*\n)?\s*\p{Lu}[^\n]{12,140}(?<![.:;,])\n/u,
      weight: 2,
      where: 'head',
      label: 'a dated masthead and a headline',
    },
    // The same top set another way: the outlet alone on its line and the day alone on the next ('NORTHERN VALLEY GAZETTE' /
    // 'March 4, 2025'), or the outlet, an edition and the day set off with plain hyphens ('Le Courrier - English edition -
    // 9 May 2025'); then a headline in sentence case (three words in lower case, not a letter's 'Re:' or salutation) and the
    // story's first sentence (not 'Dear …' or 'To whom …'). A release, notice or announcement is the issuer's own. Its three
    // words in lower case are words of substance: 'Chef of the Year named' is an honour's name and a verb, no story's headline.
    {
      re: /^(?![^\n]*\b(?:RELEASE|[Rr]elease|NOTICE|[Nn]otice|ANNOUNCEMENT|[Aa]nnouncement)\b)\s*\p{Lu}(?:[^\n\d]{2,50}\n(?:\s*\n)?\s*(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? )?|[^\n\d—–·|]{1,50}?\s[-—–·|]\s(?:[^\n\d]{1,30}\s[-—–·|]\s)?)(?:\p{Lu}\p{Ll}+\.? \d{1,2}, \d{4}|\d{1,2} \p{Lu}\p{Ll}+\.? \d{4})\s*\n(?:\s*\n)?\s*(?!(?:Re|RE|Subject|SUBJECT|Dear|To|Attn)\b)(?=(?:[^\n]*?\s(?!(?:of|the|a|an|and|or|for|in|on|at|to|by|with|as|from)\b)\p{Ll}){3})\p{Lu}[^\n]{12,140}(?<![.:;,])\n(?:\s*\n)?\s*(?!(?:Dear|To whom|Re)\b)\p{Lu}[^\n]{40,}/u,
      weight: 2,
      where: 'head',
      label: 'a masthead, its day and a headline',
    },
    { re: /\b(min(ute)? read|subscribe|photograph(ed)? by|photo:|updated|published)\b/i, weight: 0.5, label: 'a news page' },
    // A critic's review: a star rating or a score, the critic's credit, a 'review' headline ('Medea review: …').
    // … or the stars in words, on a line of their own or closing the review ('Three stars. By …').
    { re: /★{2,}|\b[1-5]\s*(\/|out of)\s*5 stars\b|^\s*rating:\s*\d+(\.\d)?\s*\/\s*10\b|^\s*(?:one|two|three|four|five) stars?\s*(?:[.(]|$)/im, weight: 2, label: 'a star rating' },
    { re: /\b((chief|senior|principal|lead)\s+)?(theatre|theater|music|dance|film|opera|art|classical|jazz|pop|television|tv)\s+critic\b|\bchief critic\b|^\s*reviewed by\s+\p{Lu}/imu, weight: 2.5, label: "a critic's credit" },
    { re: /\breview\s+[—–]\s|\s[—–]\s+(album |film |theatre |opera |concert |dance )?review\b|^\s*(album|film|theatre|theater|opera|dance|concert|recording) review\b|^[^\n:]{2,60}\breview(?: at (?:the )?[^\n:]{2,40})?:\s+\S/im, weight: 1.5, where: 'title', label: 'a review headline' },
  ],
  fileName: /article|press|news|interview|feature|profile/,
  facts: { subject: 'written_about', states: ['issuer', 'date', 'subject'] },
  // O-1B's critical reviews and the UK's media recognition ask for the same proof as press.
  proves: { 'O-1A': 'press', 'O-1B': 'press', 'EB-1A': 'press', 'EB-1B': 'press', 'EB-1C': null, UK_GLOBAL_TALENT: 'press', 'EB-2 NIW': 'merit_importance' },
};
