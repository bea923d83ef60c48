/**
 * Funding awarded to the endeavor: a grant, a contract, an investment (SBIR, NSF, NIH, a seed round). It is
 * progress and interest under Dhanasar's prong 2, and never an award for excellence: a grant is not a prize.
 */
import { everywhere, type KindSpec } from './spec';

export const fundingAward: KindSpec = {
  cues: [
    { re: /\b(notice of (award|grant award)|grant (agreement|award (number|no\.?))|award (number|no\.?|amount)|cooperative agreement|federal award|assistance listing|SBIR|STTR|phase (I|II) award)\b/i, weight: 4, label: 'a notice of award' },
    { re: /\b(total (award|amount|funding|obligated)|amount (awarded|funded|obligated)|budget period|project period|period of performance|funds? (are|is|will be) (awarded|obligated|disbursed))\b/i, weight: 2.5, label: 'the amount and period' },
    { re: /\b(principal investigator|PI:|awardee|recipient organi[sz]ation|grantee)\b/i, weight: 1.5, label: 'the grantee' },
    // A funder's decision set out as a record: the amount over its term ('Amount: US$412,000 over three years', 'Amount
    // €380,000 over 18 months') and the line that names who receives it ('Recipient: …', 'Grantee …').
    { re: /^\s*(?:total )?amount\b[^\n]{0,30}?(?:[$€£¥]|\b[A-Z]{3}\s?)\s?\d[\d,.]*(?:\s?(?:million|m|k))?\s+over\s+(?:\d+|one|two|three|four|five|six|eighteen)\s+(?:months|years)\b/im, weight: 2.5, label: 'an amount over a term' },
    { re: /^\s*(?:recipient|grantee|awardee)\b\s*:?\s+\p{Lu}/imu, weight: 1, label: 'a recipient line' },
    { re: /\b(seed (round|investment|financing)|series [AB] (round|financing|investment|preferred)|convertible note|investment agreement|has invested|led the round)\b/i, weight: 2.5, label: 'an investment' },
    // Alone, 'our Series B' is a writer's company history and 'no safe level' is not a SAFE: a weak hint only.
    { re: /\b([Ss]eries [AB]|SAFE)\b/, weight: 1, label: 'an investment round named' },
    { re: /\b(national science foundation|national institutes of health|department of energy|DARPA|NSF|NIH|DOE|USDA|NASA|European Research Council|Horizon Europe)\b/i, weight: 1, label: 'a funding body' },
  ],
  fileName: /grant|award_?notice|funding|noa\b/,
  facts: { subject: 'received', states: ['issuer', 'date', 'figures', 'subject'] },
  proves: { ...everywhere(null), 'EB-2 NIW': 'well_positioned' },
};
