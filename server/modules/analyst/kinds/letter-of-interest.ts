/**
 * A letter of interest or intent from a potential customer, user, investor or government body: the interest
 * of relevant parties that Dhanasar's prong 2 weighs. Praise from a colleague is a letter of support instead.
 */
import { everywhere, type KindSpec } from './spec';

/**
 * Written by her own employer ('has been our infectious-diseases pharmacist since 2021 and reports to me'): whatever it
 * is headed, a letter about its own staff member is a letter of support, not the interest of a party outside her work.
 */
const HER_EMPLOYER = /\b(?:has|have) been (?:our|my) (?:[\p{L}-]+ ){0,3}?[\p{L}-]+ since\b|\breports? (?:directly )?to me\b|\b(?:she|he|they) (?:works|has worked) (?:for|with) (?:us|me) (?:since|as)\b/iu;
export const fromHerEmployer = (text: string): boolean => HER_EMPLOYER.test(text);

export const letterOfInterest: KindSpec = {
  cues: [
    { re: /\b(letter of (intent|interest)|memorandum of understanding|non-binding (letter|indication)|term sheet|expression of interest)\b/i, weight: 3.5, label: 'a letter of intent' },
    { re: /\b(we|our (company|agency|department|hospital|organi[sz]ation|fund|firm|district|utility)) (intends?|plans?|would like|are (interested|prepared|committed)|wish(es)?|expects?) to (adopt|purchase|deploy|license|pilot|use|invest|fund|partner|procure|buy|subscribe|integrate)/i, weight: 3, label: 'an intention to use, buy or fund' },
    // … said by a research body of itself, as a laboratory writes: 'The Division is prepared to partner with …'.
    {
      re: /\bthe (?:center|centre|division|laboratory|institute|bureau|administration|agency|authority|department|office|program|programme)\s+(?:intends?|plans?|expects?|would like|wish(?:es)?|(?:is|are) (?:interested|prepared|committed|ready|willing))\s+to\s+(?:adopt|purchase|deploy|license|pilot|use|invest|fund|partner|procure|buy|subscribe|integrate|collaborate|host|test)\b/i,
      weight: 3,
      label: 'an intention to use, buy or fund',
    },
    // A body's word that it will take up her work, said of itself: 'The Cooperative will offer your sensors to all 140
    // member farms', 'the District will install your meters in 2026'.
    {
      re: /\b(?:we|the (?:cooperative|co-op|association|alliance|district|utility|authority|department|agency|county|city|company|hospital|network|board|consortium))\s+will\s+(?:offer|buy|purchase|adopt|deploy|pilot|use|install|license|procure|subscribe to|roll out)\s+(?:your|her|his|their)\b/i,
      weight: 3,
      label: 'an intention to use, buy or fund',
    },
    // A customer's order to come, once a condition is met: 'will place an initial order of 310 sensors'.
    { re: /\b(?:will|would|shall|intends? to|plans? to|expects? to)\s+place\s+(?:a|an|our)\s+(?:(?:first|initial|trial|pilot|opening|firm)\s+)?(?:purchase\s+)?order\b/i, weight: 3, label: 'an order to come' },
    // A body's plan to keep and widen what it already runs of her work, said of itself in the third person as an agency
    // writes: 'The Bureau intends to renew the service contract and to expand it to all 27 of its gauges'.
    {
      re: /\b(?:we|the (?:administration|bureau|department|agency|authority|board|district|division|office|laboratory|commission|council|county|city|company|utility|cooperative|hospital|fund|ministry|state))\s+(?:intends?|plans?|expects?|would like|wish(?:es)?|(?:is|are) (?:prepared|committed))\s+to\s+(?:renew|extend|expand|continue)\s+(?:the|its|our|this|that)\s+(?:[\p{L}-]+\s+){0,2}?(?:agreement|contract|licen[cs]e|subscription|service|pilot|deployment|partnership|order)\b/iu,
      weight: 3,
      label: 'a plan to renew or widen its use',
    },
    // An investor's proposed terms for a round, not yet binding: 'Summary of Proposed Terms (Non-Binding)', 'Indicative
    // Terms for Investment - not binding'.
    { re: /\b(?:proposed|indicative|non-binding)\b[^\n.]{0,30}\bterms\b|\bterms\b[^\n.]{0,40}\b(?:non-binding|not binding)\b/i, weight: 3.5, label: "an investor's proposed terms" },
    { re: /\b(pilot (program|project|deployment|study)|purchase order|procure(ment)?|subscription|license the|invest \$|investment of \$|seats|units)\b/i, weight: 1.5, label: 'a purchase, pilot or investment' },
    // A body's decision, told to her, to try or buy her work and the money it sets aside: 'The Board approved last night a
    // pilot of your design on 2.4 miles …', 'set aside $1.1 million'.
    // … or of the thing itself, named as the system, the device or the method ('approved the purchase and installation of the system').
    { re: /\b(?:approved|authori[sz]ed|voted (?:to fund|for)|agreed to fund)\b[^.]{0,40}\b(?:pilot|trial|deployment|purchase|procurement|installation)(?: and (?:pilot|trial|deployment|purchase|procurement|installation))? of (?:your|the (?:system|device|method|tool|software|sensor|product|process))\b/i, weight: 3, label: 'a decision to try or buy her work' },
    { re: /\b(?:set aside|allocated|appropriated|budgeted|earmarked|a commitment of|committed) (?:[$£€]|(?:USD|EUR|GBP)\s?)\d/i, weight: 1.5, label: 'money set aside' },
    { re: /\b(department of|agency|ministry|county|city of|municipal|state of|national laboratory|hospital|health system|school district)\b/i, weight: 0.5, where: 'head', label: 'a user or government letterhead' },
  ],
  fileName: /intent|interest|loi\b|mou/,
  facts: { subject: 'written_about', states: ['issuer', 'date', 'figures', 'signer'] },
  proves: { ...everywhere(null), 'EB-2 NIW': 'well_positioned' },
  otherwise: { when: fromHerEmployer, proves: { ...everywhere(null), 'EB-2 NIW': 'recommendation_letter' } },
};
