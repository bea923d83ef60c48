import type { Person } from './people';
import { between, pick, type Rng } from './types';

/**
 * What a generator gets besides the person: a variant number (which prize, paper or outlet),
 * whether to plant the document's trap, a seeded random source, and fixed facts for documents
 * the chat questions ask about.
 */
export type Opt = {
  n: number;
  trap: boolean;
  r: Rng;
  date?: [number, number, number];
  by?: string;
  ref?: string;
  amount?: number;
};
export type Gen = (x: Person, o: Opt) => string[];

/** The document's date: fixed when the plan gives one, otherwise seeded in 2019–2024. */
export function dateOf(o: Opt, from = 2019, to = 2024): [number, number, number] {
  return o.date ?? [between(o.r, from, to), between(o.r, 1, 12), between(o.r, 1, 28)];
}

export const CITIES = ['Washington, DC', 'London, United Kingdom', 'Geneva, Switzerland', 'Chicago, Illinois', 'Paris, France', 'Boston, Massachusetts'];

const STREETS = ['1200 Market Street', '77 Massachusetts Avenue', '350 Fifth Avenue', '410 Terry Avenue North', '2 Harbour Exchange Square', '18 Rue de la Paix', '901 Congress Avenue', '55 Water Street'];
export const street = (r: Rng) => pick(r, STREETS);

/** Letterhead lines: organisation, address, contact. */
export function letterhead(org: string, city: string, r: Rng): string[] {
  const phone = `+1 (${between(r, 201, 989)}) ${between(r, 200, 989)}-${between(r, 1000, 9999)}`;
  return [org.toUpperCase(), `${street(r)} · ${city}`, `Tel. ${phone} · www.${org.toLowerCase().replace(/[^a-z]+/g, '')}.com`];
}

export const signature = (name: string, title: string, org: string): string[] => ['Sincerely,', '', name, title, org];

/** The article a noun takes ('a Fellow', 'an Honorary Member'). */
export const an = (word: string) => (/^[aeiouAEIOU]|^Hon/.test(word) ? 'an' : 'a');

/** A reference number such as 'HR-2024-0413'. */
export const refNo = (r: Rng, prefix: string, year?: number) => `${prefix}-${year ?? between(r, 2019, 2024)}-${String(between(r, 1, 9999)).padStart(4, '0')}`;

export const FIRST = ['Jane', 'Nora', 'Michael', 'Aisha', 'David', 'Laura', 'Kwame', 'Sophie', 'Rahul', 'Grace', 'Lucas', 'Ines', 'Tom', 'Yuki', 'Omar'];
export const LAST = ['Porter', 'Berg', 'Kowalski', 'Bennett', 'Nguyen', 'Okoro', 'Mensah', 'Laurent', 'Gupta', 'Hoffman', 'Silva', 'Novak', 'Reilly', 'Sato', 'Farouk'];
export const someone = (r: Rng) => `${pick(r, FIRST)} ${pick(r, LAST)}`;
