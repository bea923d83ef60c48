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
