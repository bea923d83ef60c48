/**
 * The held-out applicants: new people, countries and industries, written independently of
 * corpus/people.ts so the held-out documents share no names or facts with the tuning corpus.
 */
export type Pronouns = { sub: string; obj: string; pos: string };
const SHE: Pronouns = { sub: 'she', obj: 'her', pos: 'her' };
const HE: Pronouns = { sub: 'he', obj: 'him', pos: 'his' };
const THEY: Pronouns = { sub: 'they', obj: 'them', pos: 'their' };

export type HPerson = {
  name: string;
  /** How a letter addresses them ('Dr. Seitkali', 'Mr. Vindahl'). */
  addr: string;
  surname: string;
  p: Pronouns;
  field: string;
  /** Job title and employer today. */
  job: string;
  org: string;
  city: string;
  country: string;
  /** The work others use: a method, product or body of work. */
  work: string;
  /** One publication (scientists) or one work (artists). */
  title: string;
  venue: string;
};

export const HP = {
  aigerim: { name: 'Aigerim Seitkali', addr: 'Dr. Seitkali', surname: 'Seitkali', p: SHE, field: 'perovskite photovoltaics', job: 'Group Leader, Thin-Film Solar Materials', org: 'Karlsruhe Institute of Technology', city: 'Karlsruhe', country: 'Germany', work: 'a moisture-stable tin-lead perovskite ink', title: 'Humidity-tolerant crystallisation of tin-lead perovskite films by additive templating', venue: 'Energy & Environmental Science' },
  mateus: { name: 'Mateus Albuquerque', addr: 'Mr. Albuquerque', surname: 'Albuquerque', p: HE, field: 'real-time payment fraud detection', job: 'Co-founder and Chief Technology Officer', org: 'Pagaro Tecnologia S.A.', city: 'São Paulo', country: 'Brazil', work: 'the Sentinela graph-scoring engine for instant PIX payments', title: 'Streaming graph features for fraud scoring in instant payment networks', venue: 'KDD Applied Data Science Track' },
  nkechi: { name: 'Nkechi Obi-Hartmann', addr: 'Dr. Obi-Hartmann', surname: 'Obi-Hartmann', p: SHE, field: 'malaria transmission modelling', job: 'Associate Professor of Infectious Disease Epidemiology', org: 'London School of Hygiene & Tropical Medicine', city: 'London', country: 'United Kingdom', work: 'the PlasmoCast district-level transmission forecast', title: 'Seasonal forecasting of Plasmodium falciparum incidence from rainfall and bed-net coverage in the Sahel', venue: 'The Lancet Planetary Health' },
  lars: { name: 'Lars Vindahl', addr: 'Mr. Vindahl', surname: 'Vindahl', p: HE, field: 'wind-turbine control', job: 'Principal Engineer, Load Control', org: 'Nordvik Wind A/S', city: 'Aarhus', country: 'Denmark', work: 'individual pitch control that cuts blade fatigue loads', title: 'Lidar-assisted individual pitch control for 15 MW offshore rotors', venue: 'Wind Energy Science' },
  shreya: { name: 'Shreya Kulkarni', addr: 'Dr. Kulkarni', surname: 'Kulkarni', p: SHE, field: 'speech recognition for Indic languages', job: 'Staff Research Scientist', org: 'Vaani Labs Pvt. Ltd.', city: 'Bengaluru', country: 'India', work: 'the open Marathi-Kannada speech dataset and recogniser "Bhashini-ASR"', title: 'Code-switched speech recognition with shared phoneme inventories for low-resource Indic languages', venue: 'Interspeech' },
  yusuf: { name: 'Yusuf Demirci', addr: 'Mr. Demirci', surname: 'Demirci', p: HE, field: 'real-time physics for games', job: 'Lead Engine Programmer', org: 'Kestane Games', city: 'Istanbul', country: 'Turkey', work: 'the open-source "Yay" soft-body physics library', title: 'Position-based soft bodies at 240 Hz on mobile GPUs', venue: 'ACM SIGGRAPH Asia Technical Communications' },
  camille: { name: 'Camille Rousseau-Tan', addr: 'Dr. Rousseau-Tan', surname: 'Rousseau-Tan', p: SHE, field: 'coral reef genomics', job: 'Senior Research Fellow', org: 'National University of Singapore', city: 'Singapore', country: 'Singapore', work: 'a heat-tolerance marker panel used to select corals for reef restoration', title: 'Genomic markers of thermal tolerance in Acropora from the Coral Triangle', venue: 'Molecular Ecology' },
  kwame: { name: 'Kwame Boateng', addr: 'Mr. Boateng', surname: 'Boateng', p: HE, field: 'drone imaging for smallholder agriculture', job: 'Founder and Chief Executive', org: 'Farmsight Ghana Ltd.', city: 'Accra', country: 'Ghana', work: 'a low-cost multispectral drone survey for cocoa swollen-shoot disease', title: 'Detecting cocoa swollen shoot virus from multispectral drone imagery', venue: 'Computers and Electronics in Agriculture' },
  elena: { name: 'Elena Voráčková', addr: 'Dr. Voráčková', surname: 'Voráčková', p: SHE, field: 'post-quantum cryptography', job: 'Head of Cryptography Research', org: 'Quantsafe s.r.o.', city: 'Prague', country: 'Czech Republic', work: 'a constant-time lattice signature implementation for smart cards', title: 'Masked lattice signatures on 32-bit smart-card processors', venue: 'IACR Transactions on Cryptographic Hardware and Embedded Systems' },
  itzel: { name: 'Itzel Maldonado', addr: 'Ms. Maldonado', surname: 'Maldonado', p: SHE, field: 'painting and public murals', job: 'visual artist', org: 'Taller Maldonado', city: 'Oaxaca de Juárez', country: 'Mexico', work: 'large-format paintings in natural cochineal and indigo pigments', title: 'Memoria del maíz', venue: 'Museo de Arte Contemporáneo de Oaxaca' },
  jonas: { name: 'Jonas Aaltonen', addr: 'Mr. Aaltonen', surname: 'Aaltonen', p: HE, field: 'electronic music production', job: 'recording artist and producer', org: 'Revontuli Records', city: 'Helsinki', country: 'Finland', work: 'the album "Kaamos"', title: 'Kaamos', venue: 'Flow Festival' },
  mirela: { name: 'Mirela Popescu', addr: 'Ms. Popescu', surname: 'Popescu', p: SHE, field: 'documentary film', job: 'director and producer', org: 'Film Lumina SRL', city: 'Bucharest', country: 'Romania', work: 'the feature documentary "Satul de sare" (The Salt Village)', title: 'Satul de sare', venue: 'Astra Film Festival' },
  haruto: { name: 'Haruto Sakamoto', addr: 'Mr. Sakamoto', surname: 'Sakamoto', p: HE, field: 'graphic novels', job: 'author and illustrator', org: 'independent', city: 'Tokyo', country: 'Japan', work: 'the graphic novel series "Tidewater Lanterns"', title: 'Tidewater Lanterns', venue: 'Tokyo International Comic Fair' },
  sam: { name: 'Sam Okafor-Reyes', addr: 'Dr. Okafor-Reyes', surname: 'Okafor-Reyes', p: THEY, field: 'battery recycling chemistry', job: 'Director of Process Chemistry', org: 'Circulith Inc.', city: 'Vancouver', country: 'Canada', work: 'a low-temperature leach that recovers lithium from black mass', title: 'Citric-acid leaching of lithium-ion black mass at 60 °C with 98% lithium recovery', venue: 'ACS Sustainable Chemistry & Engineering' },
} satisfies Record<string, HPerson>;
export type HKey = keyof typeof HP;
