/**
 * Performing artists (O-1B) and UK Global Talent applicants, kept apart from people.ts: an opera
 * singer, a stage and screen actor, a principal dancer, a London engineer and a choreographer.
 */
import { FIELDS, type Field } from './fields';
import type { Person } from './people';

const stage = (key: string, discipline: string, x: Omit<Field, 'key' | 'discipline' | 'papers' | 'journal' | 'editor' | 'conference' | 'work'>): Field => ({
  key,
  discipline,
  papers: [],
  journal: '',
  editor: '',
  conference: '',
  work: { name: '', what: '', reach: '', adopter: '', adopterRole: '' },
  ...x,
});

const OPERA = stage('opera', 'opera', {
  prizes: [
    { name: 'Young Singer of the Year', body: 'International Opera Awards', reason: 'for her Violetta in "La Traviata"' },
    { name: 'First Prize', body: 'Concorso Lirico Internazionale di Parma', reason: 'awarded after three public rounds', cash: 30000 },
  ],
  society: { name: 'Worshipful Company of Musicians', grade: 'Honorary Freeman', rule: 'The Honorary Freedom is conferred by the Court on musicians of outstanding achievement.', share: 'two or three musicians a year' },
  outlets: [{ name: 'The London Courier', kind: 'newspaper', city: 'LONDON' }, { name: 'Opera Now Monthly', kind: 'magazine', city: 'LONDON' }],
  jury: { event: 'Cardiff Young Voices Competition 2024', body: 'the Competition Trust', prize: 'Song Prize', entries: 460 },
  arts: { works: ['Tosca', 'La Traviata', 'Madama Butterfly'], venues: ['Kingsgate Opera House, London', 'Teatro Nuovo, Milan'], label: 'Kingsgate Opera House' },
});

const THEATRE = stage('theatre', 'acting for stage and screen', {
  prizes: [
    { name: 'Best Actor in a Play', body: 'Metropolitan Theatre Critics Circle', reason: 'for his Othello at the Meridian Theatre' },
    { name: 'Rising Star Award', body: 'Screen Actors Foundation', reason: 'for "The Long Crossing"' },
  ],
  society: { name: 'Ensemble Theatre Guild', grade: 'Lifetime Member', rule: 'Lifetime membership is conferred by vote of the Council on actors of distinguished achievement.', share: 'fewer than 40 actors' },
  outlets: [{ name: 'The Hudson Review of Arts', kind: 'newspaper', city: 'NEW YORK' }, { name: 'Stage & Screen Weekly', kind: 'trade', city: 'LOS ANGELES' }],
  jury: { event: 'Harbourfront Drama Festival 2023', body: 'the Festival', prize: 'Best Ensemble', entries: 58 },
  arts: { works: ['Othello', 'The Long Crossing', 'A Raisin in the Sun'], venues: ['Meridian Theatre, New York', 'Pacific Stage, Los Angeles'], label: 'Meridian Theatre Company' },
});

const DANCE = stage('dance', 'ballet and contemporary dance', {
  prizes: [
    { name: 'Gold Medal', body: 'Varna International Ballet Competition', reason: 'in the senior division' },
    { name: 'Outstanding Female Performance', body: 'National Dance Critics Awards', reason: 'for Odette/Odile in "Swan Lake"' },
  ],
  society: { name: 'Royal Academy of Dance', grade: 'Fellow', rule: 'The Fellowship is conferred by the Academy on dancers whose artistry has had an exceptional influence on the art form.', share: 'about ten dancers a decade' },
  outlets: [{ name: 'Dance International Quarterly', kind: 'magazine', city: 'LONDON' }, { name: 'The Baltic Times of Culture', kind: 'newspaper', city: 'RIGA' }],
  jury: { event: 'Prix de Lausanne 2024', body: 'the Foundation', prize: 'Prize', entries: 380 },
  arts: { works: ['Swan Lake', 'Giselle', 'The Firebird'], venues: ['Baltic State Ballet, Riga', 'Sadler Hall, London'], label: 'Baltic State Ballet' },
});

function person(x: Omit<Person, 'first' | 'last'>): Person {
  const parts = x.name.split(' ');
  return { ...x, first: parts[0]!, last: parts[parts.length - 1]! };
}

const arts = { university: '', coauthors: [] as string[], citations: 0, hIndex: 0, i10: 0, dr: false };

export const STAGE = {
  elena: person({ ...arts, key: 'elena', name: 'Elena Marchetti', she: true, field: OPERA, title: 'Principal Soprano', org: 'Kingsgate Opera House', orgCity: 'London, United Kingdom', orgAbout: 'Kingsgate Opera House is one of Europe\'s leading opera houses, with 280 performances a season and a company of 600.', boss: { name: 'Sir Richard Hale', title: 'Director of Opera' }, hr: { name: 'Fiona Grant', title: 'Head of Artistic Administration' }, salary: 0, startYear: 2019, university: 'Conservatorio di Milano', fellowYear: 2023 }),
  kofi: person({ ...arts, key: 'kofi', name: 'Kofi Mensah', she: false, field: THEATRE, title: 'Actor', org: 'Meridian Theatre Company', orgCity: 'New York, New York', orgAbout: 'The Meridian Theatre Company has produced fourteen plays that transferred to Broadway and won twenty-two major theatre awards.', boss: { name: 'Rachel Adeyemi', title: 'Artistic Director' }, hr: { name: 'Paul Dreyer', title: 'General Manager' }, salary: 0, startYear: 2017, university: 'Yale School of Drama', fellowYear: 2022 }),
  mira: person({ ...arts, key: 'mira', name: 'Mira Kovac', she: true, field: DANCE, title: 'Principal Dancer', org: 'Baltic State Ballet', orgCity: 'Riga, Latvia', orgAbout: 'The Baltic State Ballet tours Europe, Asia and North America every season and is the region\'s oldest ballet company.', boss: { name: 'Andris Kalnins', title: 'Artistic Director' }, hr: { name: 'Ilze Ozola', title: 'Company Manager' }, salary: 0, startYear: 2018, university: 'Riga Choreography School', fellowYear: 2024 }),
  aisha: person({ key: 'aisha', name: 'Aisha Bello', dr: false, she: true, field: FIELDS.data, title: 'Staff Software Engineer', org: 'Ledgerline', orgCity: 'London, United Kingdom', orgAbout: 'Ledgerline processes payments for 40,000 British businesses and was named one of the ten fastest-growing fintech companies in Europe.', boss: { name: 'James Whitcombe', title: 'Chief Technology Officer' }, hr: { name: 'Hannah Price', title: 'Head of People' }, salary: 165000, startYear: 2020, university: 'University of Lagos', coauthors: ['Tom Reilly', 'Grace Okoro'], citations: 410, hIndex: 7, i10: 5, fellowYear: 2024 }),
  niamh: person({ ...arts, key: 'niamh', name: 'Niamh Doyle', she: true, field: DANCE, title: 'Choreographer', org: 'Doyle Dance Theatre', orgCity: 'Manchester, United Kingdom', orgAbout: 'Doyle Dance Theatre is an Arts Council National Portfolio company that tours to thirty venues a year.', boss: { name: 'Owen Price', title: 'Chair of the Board' }, hr: { name: 'Lucy Hart', title: 'Executive Producer' }, salary: 0, startYear: 2016, university: 'London Contemporary Dance School', fellowYear: 2023 }),
} satisfies Record<string, Person>;
