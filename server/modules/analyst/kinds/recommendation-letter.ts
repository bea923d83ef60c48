/** A letter recommending the applicant or supporting the petition. */
import { OFFICER_ADDRESS } from './letter-form';
import type { KindSpec } from './spec';

export const recommendationLetter: KindSpec = {
  cues: [
    { re: /\b(I am|I'm) (writing|pleased|delighted|honou?red) to (strongly )?(recommend|support|endorse|express my (strong |enthusiastic )?support)|\bit is my (pleasure|privilege) to (recommend|support)|\bI (strongly|highly|wholeheartedly|enthusiastically) (recommend|support|endorse)|\bletter of (recommendation|support|reference)\b|\bI (recommend|endorse) (him|her|them|Dr\.?|Professor|Prof\.?|Mr\.?|Ms\.?|Mrs\.?)\b|\bin the strongest (possible )?terms\b/i, weight: 3, label: 'recommends' },
    // Not a story's report of someone's letter ('… Ana Ruiz, who wrote in support of her application').
    { re: /(?<!\b(?:wrote|written|writes|writing)\s+in\s+)\b(recommend|support|endorse)\b[^.]{0,80}\b(petition|application|visa|green card)\b|\b(?:in support of|write to support)\b(?:[^.]|(?<=\b(?:Dr|Prof|Mr|Ms|Mrs|Mx))\.){0,60}\bpetition\b/i, weight: 3, label: 'supports the petition' },
    { re: /\bI have known\b|\bI first (met|came to know|encountered)\b|\bI (have|had) the (pleasure|privilege) of (working|collaborating)|\bI have (followed|supervised|never (?:met|worked|collaborated|published|studied))\b|\bI know (?:him|her|them) (?:only )?(?:through|from|by) (?:his|her|their) (?:work|papers|publications|research|recordings|performances)\b|\bI first (saw|heard|watched|read)\b|\bI (co-)?founded\b[^.]{0,60}\bwith \p{Lu}|\b(did (her|his|their) (doctorate|PhD|thesis) with me)\b/iu, weight: 1.5, label: 'how the writer knows the applicant' },
    // The writer's standing to her, in the writer's voice: 'I have coached Ana Ruiz since 2019', 'I hired Ana Ruiz as our
    // stunt coordinator', 'I have represented Ana Ruiz exclusively since 2020' (her agent), 'I was Mr. Ruiz's thesis
    // adviser', 'she worked under me', 'I am … her employer since 2021'.
    { re: /\bI have (?:coached|trained|taught|mentored|managed|directed|employed|advised) (?:(?:Dr|Mr|Ms|Mrs|Mx|Prof)\.? )?\p{Lu}|\b(?:I|and) (?:have )?(?:represented|hired|recruited|cast) (?:(?:Dr|Mr|Ms|Mrs|Mx|Prof)\.? )?\p{Lu}[\p{L}'’-]+ \p{Lu}|\bI (?:was|am|have been)\b[^.]{0,80}?\b(?:his|her|their|(?:(?:Dr|Mr|Ms|Mrs|Mx|Prof)\. )?(?:\p{Lu}[\p{L}-]+ ){0,2}\p{Lu}[\p{L}-]+(?:'s|’s)) (?:(?:thesis|doctoral|PhD|master's|former|first|direct) )?(?:adviser|advisor|supervisor|teacher|coach|mentor|manager|employer|head (?:of \p{L}+|chef)|director)\b|\b(?:worked|trained|studied) (?:under|for) me\b/u, weight: 1.5, label: "the writer's standing to the applicant" },
    // The agency named anywhere, or a letter's opening to the officer (letter-form.ts: one list of those openings).
    { re: new RegExp(String.raw`\b(?:U\.S\. Citizenship and Immigration Services|USCIS|${OFFICER_ADDRESS})\b`, 'iu'), weight: 1, label: 'addressed to the officer' },
    // A letter headed by her application: 'Re: Ana Ruiz - Global Talent endorsement', 'Re: Dr. Ruiz, O-1A petition'.
    { re: /^\s*Re:\s[^\n]{0,80}\b(?:endorsement|petition|visa|green card|Global Talent|National Interest Waiver|O-1[AB]?|EB-[12][ABC]?)\b/im, weight: 2, label: 'headed by her application' },
    // … and the writer's judgement of her: 'the most significant … I know of', 'She is an exceptional talent'.
    { re: /\bI (consider|regard|believe)\b[^.]{0,40}\b(him|her|them|one of|among|the most)\b|\bone of (the )?(two|three|few|perhaps \w+)\b|\bthe (?:most|best) [^.]{0,60}\bI (?:know|have seen|have read) of\b|\b(?:she|he|they) (?:is|are) an? (?:exceptional|outstanding|rare) (?:talent|engineer|scientist|artist|researcher|designer)\b/i, weight: 1, label: "the writer's judgement" },
    // … 'in my professional opinion', and a rank among her peers: 'one of the outstanding classical actors of her generation'.
    { re: /\bin my (?:professional |expert |considered |own )?(opinion|view|judgment|judgement|assessment)\b|\bwithout (reservation|hesitation)\b|\bone of the (?:[\p{L}-]+ ){1,4}of (?:her|his|their) generation\b/iu, weight: 1.5, label: 'an expert opinion' },
    { re: /\b(sincerely|respectfully|yours faithfully|best regards)\b/i, weight: 0.5, label: 'a signature' },
    { re: /\b(extraordinary ability|petition|USCIS|immigration|visa)\b/i, weight: 0.5, label: 'refers to the petition' },
  ],
  fileName: /recommend|reference|support|lor\b/,
  facts: { subject: 'written_about', states: ['issuer', 'date', 'signer'] },
  // The UK route lists the letters as an item of its own; elsewhere they support the criteria they discuss.
  proves: { 'O-1A': 'recommendation_letter', 'O-1B': 'recommendation_letter', 'EB-1A': 'recommendation_letter', 'EB-1B': 'recommendation_letter', 'EB-1C': 'recommendation_letter', UK_GLOBAL_TALENT: 'recommendation_letters', 'EB-2 NIW': 'recommendation_letter' },
};
