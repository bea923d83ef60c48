/**
 * Where the applicant works or wants to work, for the screening's ranking: the
 * answer to 'Where do you want to work?', or when it is 'not sure', what the CV
 * says (the cities and countries it names, the currency of its figures, the
 * places of its employers).
 */
import type { VisaType } from '../../../../src/contract/visa';

export type Country = 'US' | 'UK';

export const countryOf = (visa: VisaType): Country => (visa === 'UK_GLOBAL_TALENT' ? 'UK' : 'US');

const US_PLACE =
  /\b(United States|U\.S\.A?\.|USA|New York|NYC|California|Texas|Massachusetts|Washington,? D\.?C\.?|Seattle|Boston|Cambridge, MA|Chicago|San Francisco|Bay Area|Silicon Valley|Palo Alto|Mountain View|Menlo Park|San Jose|Berkeley|Stanford|Los Angeles|San Diego|Austin|Houston|Atlanta|Pittsburgh|Philadelphia|Denver|Miami|Baltimore|Ann Arbor|Princeton|Redmond|(?<=, )(CA|NY|MA|WA|TX|IL|PA|NJ|CO|GA|NC|MD|MI|FL)\b)/g;
const UK_PLACE =
  /\b(United Kingdom|U\.K\.|UK|England|Scotland|Wales|Northern Ireland|London|Manchester|Birmingham|Edinburgh|Glasgow|Bristol|Leeds|Liverpool|Oxford|Cambridge(?!, MA)|Brighton|Belfast|Cardiff|Newcastle|Sheffield|Nottingham)\b/g;
const USD = /\$\s?\d|\bUSD\b|\bUS\$|\b\d[\d,.]*\s?(dollars)\b/g;
const GBP = /£\s?\d|\bGBP\b|\b\d[\d,.]*\s?(pounds)\b/g;

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

/** The CV's lean: a country named clearly more often (a currency counts double), or null when it does not lean. */
export function cvCountry(text: string): Country | null {
  const us = count(text, US_PLACE) + 2 * count(text, USD);
  const uk = count(text, UK_PLACE) + 2 * count(text, GBP);
  if (us > uk && us >= 2) return 'US';
  if (uk > us && uk >= 2) return 'UK';
  return null;
}

/**
 * The country the ranking favours and how firmly: an answer is firm (the other
 * country's visas are never first), the CV's lean is soft (they lose some ground).
 */
export function placeOf(workCountry: string | null | undefined, text: string): { country: Country; firm: boolean } | null {
  if (workCountry === 'US' || workCountry === 'UK') return { country: workCountry, firm: true };
  const lean = cvCountry(text);
  return lean ? { country: lean, firm: false } : null;
}

/** A soft lean keeps this share of another country's score. */
export const OFF_COUNTRY_SHARE = 0.85;
