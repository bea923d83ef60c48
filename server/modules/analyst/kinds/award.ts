/** An award certificate or notice: 'hereby conferred', 'awarded to', a certificate, a headline announcing the award. */
import { everywhere, type KindSpec } from './spec';

/**
 * A body's thanks for help given as a volunteer ('Certificate of Appreciation … with thanks for three Saturdays of
 * clearing debris'): thanks for service to a parish or a cause, no recognition of achievement in the field.
 */
const THANKS_FOR_SERVICE = /\bcertificate of (?:appreciation|thanks|gratitude)\b[\s\S]{0,400}?\b(?:volunteer\w*|clean-?up|clearing|donat(?:ed|ions?)|fundrais\w*|community service|relief (?:effort|work))\b/i;

export const award: KindSpec = {
  cues: [
    { re: /\bhereby (conferred|awarded|presented|granted|bestowed)\b|\bis hereby (conferred|awarded|presented)\b/i, weight: 3, label: "'hereby conferred'" },
    // … or the body's own choice of its one honouree: 'the editors name one Baker of the Year'.
    { re: /\b(is|was|has been|have been) (awarded|presented with|voted|named (as )?(the |a )?(winner|recipient|laureate)|selected (as )?(the |a )?(winner|recipient))\b|\b(?:has|have) awarded (?:you|her|him|them)\b|\bnames? (?:one|its|this year's) [^.\n]{0,50}\bof the Year\b/i, weight: 2.5, label: 'names the winner' },
    // … and without 'hereby', in the passive of its act: 'The Harbour Medal … is conferred on Dr. Ana Ruiz' (not a grade's
    // selectivity: 'is conferred on no more than 0.1% of members'); told to the winner:
    // 'you have been chosen for the 2024 Harbour Prize', 'she has been selected as the recipient of the …'.
    { re: /\b(?:is|are|has been|have been|was|were) (?:conferred|bestowed) (?:up)?on\b(?!\s+(?:no more than|not more than|fewer than|at most|only|a maximum of|up to)\b)|\b(?:you|she|he|they) (?:have|has) been (?:chosen|selected) (?:for|as the (?:recipient|winner) of) (?:the |this year's )?(?:(?:19|20)\d\d )?\p{Lu}[^.]{0,60}?\b(?:Prize|Award|Medal|Fellowship)\b/u, weight: 3, label: 'an honour conferred on her' },
    { re: /\bcertificate of (achievement|excellence|recognition|merit|award|honou?r)\b|^\s*certificate\s*$/im, weight: 2, label: 'a certificate' },
    { re: /\b(winner|recipient|laureate|honou?ree)s? of the\b/i, weight: 1.5, label: 'winner of' },
    // Not of taking part ('in recognition of his participation as a delegate'): a routine certificate (weights.ts).
    { re: /\bin (recognition|honou?r) of\b(?! (?:his|her|their|your) (?:participation|attendance)\b)/i, weight: 1, label: "'in recognition of'" },
    // An honorary title conferred by a body's act: 'To name Mr. Ruiz Cultural Ambassador of the Republic … in recognition of'.
    { re: /\b(?:[Tt]o name|names|named|designates?|designated|appoints?|appointed)\s+(?:(?:Mr|Ms|Mrs|Dr|Prof)\.?\s+)?(?:\p{Lu}[\p{L}'’-]+\s+){1,4}(?:(?:an?|the)\s+)?(?:Honorary\s+\p{Lu}\p{L}+|(?:\p{Lu}\p{L}+\s+)?(?:Ambassador|Laureate|Citizen))\b[^.]{0,160}\bin (?:recognition|honou?r) of\b/u, weight: 2, label: 'an honorary title conferred' },
    { re: /\b(awarded|presented) to\b/i, weight: 2, label: "'awarded to'" },
    // … or its awards, as a certificate heads them: '12th Annual Sound Awards'.
    { re: /\b(awards?|prize|medal|honou?r)\b|\b\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+){0,3} of the Year\b/iu, weight: 1.5, where: 'head', label: 'an award in its title' },
    { re: /\b(wins?|won|receives?|received|awarded|named (this year's )?(recipient|winner|laureate) of|honou?red with)\b[^.\n]{0,60}\b(medal|prize|award|fellowship)\b/i, weight: 2, where: 'title', label: 'a headline announcing the award' },
    { re: /\bcongratulat(e|ions)\b/i, weight: 0.5, label: 'congratulations' },
    // A jury's choice told to the winner, a result certified: 'has chosen your production … as the best new work', 'certifies that X won'.
    { re: /\b(?:has|have)\s+(?:chosen|selected)\s+(?:you|your|her|his)\b[^.]{0,80}\bas\s+the\s+best\b|\bcertif(?:y|ies)\s+that\b[^.]{0,80}\b(?:won|was\s+the\s+winner\s+of|placed\s+first\s+in)\b/i, weight: 2.5, label: 'a win chosen or certified' },
    // A jury's choice told of the winner by name: 'The jury … chose Ana Ruiz as Singer of the Year'.
    // … with who they are between: 'The jury … has chosen Ana Ruiz, founder of Kola Studio, as the 2024 laureate'.
    { re: /\b(?:[Jj]ury|[Jj]udges|[Pp]anel|[Cc]ommittee)\b[^.]{0,140}\b(?:chose|chosen|selected|named|voted for)\s+(?:(?:Dr|Prof|Ms|Mr|Mrs)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,3}(?:,[^,.]{2,80},)?\s+as\s+(?:the\s+|its\s+)?[^.\n]{0,40}\b(?:of the [Yy]ear|winner|laureate|[Bb]est)\b/u, weight: 2.5, label: "a jury's choice of the winner" },
    // A body's choice of its honouree told by name, or to the winner: 'The Board … has chosen Ana Ruiz, P.E., for its
    // Community Award', 'the panel of adjudicators named you Best Arranger of the Final'.
    { re: /\b(?:has|have)\s+(?:chosen|selected)\s+(?:(?:Dr|Prof|Ms|Mr|Mrs)\.?\s+)?\p{Lu}(?:[^.]|\.(?=[\p{L},])){0,80}?\bfor\s+(?:its|their|the|this year's)\s+(?:[\p{Lu}\d][\p{L}\d'’-]*\s+){0,6}(?:Award|Prize|Medal)\b/u, weight: 2.5, label: "a body's choice of its honouree" },
    { re: /\b(?:[Jj]ury|[Jj]udges|[Pp]anel|[Aa]djudicators|[Cc]ommittee)\b[^.]{0,140}\b(?:named|chose|selected|voted)\s+(?:you|her|him|them)\s+(?:as\s+)?(?:the\s+|its\s+)?(?:Best\s+\p{Lu}|(?:\p{Lu}[\p{L}-]+\s+){1,4}of the Year\b|winners?\b)/u, weight: 2.5, label: "a jury's choice told to the winner" },
    { re: /\b(selection committee|award committee|prize committee|jury selected|nominations)\b/i, weight: 0.5, label: 'a selection committee' },
    // A diploma's placing on a line of its own above the name ('1st place' / 'Ana Ruiz (ESP)').
    { re: /^\s*(?:1st|2nd|3rd|first|second|third)\s+place\s*$/im, weight: 3, label: 'a placing on a line of its own' },
    // A results sheet's own lines: 'Winner — Product Designer of the Year', 'First place: Team …', '1st place:'.
    // … also as a sentence of its own under the table: '23 athletes from 19 nations started. Gold medal: RUIZ Ana (ESP).'
    { re: /(?:^|(?<=[.!?]\s))\s*(?:(?:overall |category )?winners?\s*(?:[—–:-]|\(|$)|(?:first|1st) place\s*[:—–-]|gold(?: medal)?\s*:|champions?\s*:)/im, weight: 2.5, label: 'a results line' },
    // A list of winners, each honour's name then its winner: '• Insurer of the Year — Sahel Mutual', 'Best Short Film: …'.
    // … or a 'Best …' category, however long, then its winner: 'Best Special Makeup Effects, Feature-Length Motion Picture: Ana Ruiz'.
    { re: /^\s*[•·*▪-]?\s*(?:(?:\p{Lu}[\p{L}'’&-]*\s+){0,5}(?:of the Year|Award|Prize|Medal)\s*(?:\d{4}\s*)?[—–:]|Best\s+\p{Lu}[^:\n—–]{0,90}[—–:])\s*\p{Lu}/mu, weight: 2.5, label: 'a winners list' },
    // The body's naming told as news: 'Ana Ruiz named Young Engineer of the Year', 'The Society has named Ana Ruiz, …, its
    // Young Engineer of the Year', 'Kola Pay wins Best Payments App', 'The jury named Kola Pay … Best Payments App of 2024'.
    { re: /\bnamed\s+(?:(?:the|its|this year's)\s+)?(?:\p{Lu}[\p{L}-]+\s+){1,4}of the Year\b|\bwins?\s+(?:the\s+)?Best\s+\p{Lu}/u, weight: 2, where: 'title', label: 'a headline naming the winner' },
    { re: /\b(?:has|have)\s+named\s+[^.]{0,120}?\b(?:its|their|the)\s+(?:\p{Lu}[\p{L}-]+\s+){0,4}\p{Lu}[\p{L}-]+\s+of\s+the\s+Year\b|\b(?:[Jj]ury|[Jj]udges|[Pp]anel)\s+named\s+\p{Lu}[^.]{0,120}?\bBest\s+\p{Lu}/u, weight: 2.5, label: "a body's naming of the winner" },
    // A body's act that awards its award to someone, as a decree or a diploma reads: 'AWARDS THE HARBOUR FUND PRIZE FOR 2024 TO …'.
    { re: /\bawards\s+the\s+[^.\n]{0,60}\b(?:award|prize|medal)\b(?:\s+(?:for|of)\s+\d{4})?(?:\s*$|\s+to\b)/im, weight: 2.5, label: 'a body awards its award' },
    // … its category between, the recipient on the next line: 'awards the National Teaching Prize, in the category …, to'.
    { re: /\b(?:awards|presents|confers)\s+the\s+[^.\n]{0,60}\b(?:award|prize|medal)\b,[^.\n]{0,80},\s+to\s*$/im, weight: 2.5, label: 'a body awards its award' },
    // A certificate's form: the award's name on a line of its own, the recipient alone on the next (a post after a comma),
    // then what it is for ('AWARD FOR EXCELLENCE IN SOUND' / 'Ana Ruiz, sound mixer' / 'for "Low Water", for …').
    { re: /^[^\n.]{0,60}\b(?:award|prize|medal)\b[^\n.]{0,60}\n\s*(?:(?:Dr|Prof|Ms|Mr|Mrs)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3}(?:,\s*[^\n,]{2,40})?\s*\n\s*(?:for|in recognition of)\s/imu, weight: 3, label: "a certificate's award, recipient and citation" },
    // A festival's list of its awards: the award's name on a line of its own, the winner on the next with the work it is
    // for after a comma ('GOLDEN LYRE FOR BEST SCORE' / 'Ana Ruiz, for "The Long Shore"').
    { re: /^[^\n]{0,80}\b(?:[Aa]wards?|AWARDS?|[Pp]rize|PRIZE|[Mm]edal|MEDAL|[Bb]est|BEST)\b[^\n]{0,60}\n\s*(?:(?:Dr|Prof|Ms|Mr|Mrs)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3},\s+for\s+["“‘']/mu, weight: 3, label: "an award's line and its winner, for a work" },
    // … or the award and the winner on one line, a colon between, the role or the work after a comma, as a jury's decisions
    // list them ('Silver Reel for Best Voice Performance: Ana Ruiz, for the role of Mora in …'); the award may not say 'award'.
    { re: /^\s*[^\n:]{0,60}\bfor\s+(?:the\s+)?(?:Best|BEST|Outstanding|OUTSTANDING)\s+[^\n:]{2,40}:\s*(?:(?:Dr|Prof|Ms|Mr|Mrs)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,3},\s+for\b/mu, weight: 3, label: "an award's line and its winner after a colon" },
    // The body telling of its own award, given by it ('The board has given its 2024 Founders' Award … to Ana Ruiz'): the
    // award's notice in the giver's own news, as a release is, not an outlet's story.
    { re: /\b(?:has|have)\s+(?:given|awarded|presented|conferred)\s+its\s+(?:(?:19|20)\d\d\s+)?(?:\p{Lu}[\p{L}'’-]*\s+){1,6}(?:Award|Prize|Medal|Fellowship)\b[^.]{0,120}\bto\s+\p{Lu}/u, weight: 2.5, label: "a body's own award given" },
    // The winners announced on the lines after the award ('This year's Best Paper Award goes to:' / 'A and B, "Title"').
    { re: /\b(?:award|prize|medal|mention)\b[^.\n]{0,40}\b(?:goes|go|went)\s+to\s*:?\s*$/im, weight: 2.5, label: 'the winners on the next line' },
    // A certificate set line by line: the award on its line, 'to' alone on the next, the recipient under it.
    { re: /\b(?:award|prize|medal)\b[^\n]{0,60}\n\s*(?:to|upon|on)\s*\n\s*\S/im, weight: 3, label: "'to' alone over the recipient" },
    // An award someone took on a team's or a body's behalf: it was won, whoever collected it.
    { re: /\b(?:accepted|collected|received) the (?:award|prize|medal|trophy) on behalf of\b/i, weight: 2, label: 'an award accepted on behalf of' },
  ],
  fileName: /award|prize|certificate|medal/,
  facts: { subject: 'received', states: ['issuer', 'date', 'subject', 'figures', 'venue'] },
  // O-1B has no awards criterion: an award is recognition from experts there.
  otherwise: { when: (text) => THANKS_FOR_SERVICE.test(text.slice(0, 3000)), proves: everywhere('other') },
  proves: { 'O-1A': 'awards', 'O-1B': 'expert_recognition', 'EB-1A': 'awards', 'EB-1B': 'awards', 'EB-1C': null, UK_GLOBAL_TALENT: 'awards', 'EB-2 NIW': 'expert_recognition' },
};
