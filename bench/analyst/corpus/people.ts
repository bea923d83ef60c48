import { FIELDS, type Field, type FieldKey } from './fields';

/** An applicant: who the documents are about, and the facts their documents state. */
export type Person = {
  key: string;
  name: string;
  first: string;
  last: string;
  dr: boolean;
  she: boolean;
  field: Field;
  title: string;
  org: string;
  orgCity: string;
  /** Why the organisation has a distinguished reputation, in its own words. */
  orgAbout: string;
  /** Who signs role letters (a senior officer) and pay letters (HR). */
  boss: { name: string; title: string };
  hr: { name: string; title: string };
  salary: number;
  startYear: number;
  university: string;
  coauthors: string[];
  /** Fixed facts the chat questions ask about (main applicants only; others derive them). */
  citations: number;
  hIndex: number;
  i10: number;
  fellowYear: number;
};

type Raw = Omit<Person, 'field' | 'first' | 'last'> & { field: FieldKey };
const p = (r: Raw): Person => {
  const parts = r.name.split(' ');
  return { ...r, field: FIELDS[r.field], first: parts[0]!, last: parts[parts.length - 1]! };
};

export const PEOPLE = {
  // The EB-1A chat petition is Priya Raman's: her documents state the facts the questions ask.
  priya: p({ key: 'priya', name: 'Priya Raman', dr: true, she: true, field: 'ml', title: 'Staff Research Scientist', org: 'Halcyon AI', orgCity: 'San Francisco, California', orgAbout: 'Halcyon AI builds language models used by more than 12 million people and was named to the Forbes-style "Cloud 100" list three years running.', boss: { name: 'Hannah Lindqvist', title: 'Chief Technology Officer' }, hr: { name: 'Marcus Hale', title: 'Vice President, People' }, salary: 485000, startYear: 2019, university: 'Carnegie Mellon University', coauthors: ['Wei Chen', 'Laura Benítez'], citations: 4812, hIndex: 23, i10: 31, fellowYear: 2023 }),
  // The O-1A main applicant.
  tomas: p({ key: 'tomas', name: 'Tomás Herrera', dr: true, she: false, field: 'finance', title: 'Head of Systematic Research', org: 'Meridian Ridge Capital', orgCity: 'New York, New York', orgAbout: 'Meridian Ridge manages $38 billion for pension funds and endowments and is ranked among the ten largest systematic managers in the United States.', boss: { name: 'Catherine Oduya', title: 'Chief Investment Officer' }, hr: { name: 'Peter Lang', title: 'Director of Human Resources' }, salary: 640000, startYear: 2020, university: 'Columbia University', coauthors: ['Anika Sørensen', 'Michael Brandt'], citations: 1390, hIndex: 14, i10: 17, fellowYear: 2022 }),
  amara: p({ key: 'amara', name: 'Amara Okonkwo', dr: true, she: true, field: 'bio', title: 'Principal Scientist', org: 'Lumen Therapeutics', orgCity: 'Cambridge, Massachusetts', orgAbout: 'Lumen Therapeutics has two gene-editing therapies in Phase II trials and was the subject of a $1.1 billion partnership with a leading pharmaceutical company.', boss: { name: 'Dr. Robert Nakamura', title: 'Chief Scientific Officer' }, hr: { name: 'Alicia Moreno', title: 'Head of People Operations' }, salary: 265000, startYear: 2020, university: 'University of Oxford', coauthors: ['Jonas Weber', 'Fatima Al-Sayed'], citations: 3120, hIndex: 19, i10: 24, fellowYear: 2022 }),
  meera: p({ key: 'meera', name: 'Meera Iyer', dr: true, she: true, field: 'bio', title: 'Director of Computational Biology', org: 'Helix Atlas', orgCity: 'San Diego, California', orgAbout: 'Helix Atlas sequences more than 2 million single cells a month for 40 of the top 50 pharmaceutical companies.', boss: { name: 'Dr. Grant Whitfield', title: 'Chief Executive Officer' }, hr: { name: 'Sonia Park', title: 'Vice President, Talent' }, salary: 318000, startYear: 2021, university: 'University of Cambridge', coauthors: ['Daniel Ruiz', 'Hyun-woo Lee'], citations: 2240, hIndex: 16, i10: 21, fellowYear: 2023 }),
  kenji: p({ key: 'kenji', name: 'Kenji Watanabe', dr: true, she: false, field: 'robotics', title: 'Staff Robotics Engineer', org: 'Arcadia Robotics', orgCity: 'Pittsburgh, Pennsylvania', orgAbout: 'Arcadia Robotics supplies autonomous picking systems to four of the five largest US retailers.', boss: { name: 'Elise Marchetti', title: 'Vice President of Engineering' }, hr: { name: 'Jordan Blake', title: 'Senior HR Business Partner' }, salary: 298000, startYear: 2019, university: 'University of Tokyo', coauthors: ['Sarah Klein', 'Arjun Mehta'], citations: 1875, hIndex: 15, i10: 19, fellowYear: 2021 }),
  ivan: p({ key: 'ivan', name: 'Ivan Petrov', dr: true, she: false, field: 'materials', title: 'Senior Battery Scientist', org: 'Voltaris Energy', orgCity: 'Austin, Texas', orgAbout: 'Voltaris Energy supplies battery cells to three automakers and operates the largest cell research centre in Texas.', boss: { name: 'Dr. Monica Reyes', title: 'Chief Technology Officer' }, hr: { name: 'Kyle Anders', title: 'HR Manager' }, salary: 242000, startYear: 2018, university: 'Moscow Institute of Physics and Technology', coauthors: ['Li Na', 'Thomas Becker'], citations: 2650, hIndex: 20, i10: 26, fellowYear: 2022 }),
  hana: p({ key: 'hana', name: 'Hana Kim', dr: true, she: true, field: 'neuro', title: 'Research Scientist II', org: 'Harbor Institute for Brain Science', orgCity: 'Seattle, Washington', orgAbout: 'The Harbor Institute is an independent research institute whose brain atlases are used by neuroscientists in more than 90 countries.', boss: { name: 'Prof. Alan Whitaker', title: 'Executive Director' }, hr: { name: 'Renee Collins', title: 'Director, Human Resources' }, salary: 188000, startYear: 2020, university: 'Seoul National University', coauthors: ['Marcus Feld', 'Olivia Grant'], citations: 1980, hIndex: 13, i10: 15, fellowYear: 2024 }),
  nadia: p({ key: 'nadia', name: 'Nadia Rahman', dr: true, she: true, field: 'climate', title: 'Lead Climate Modeler', org: 'Stratus Analytics', orgCity: 'Boulder, Colorado', orgAbout: 'Stratus Analytics provides climate-risk forecasts to 30 state agencies and reinsurers covering $400 billion of property.', boss: { name: 'Dr. Paul Everett', title: 'Chief Science Officer' }, hr: { name: 'Tina Alvarez', title: 'People Operations Lead' }, salary: 214000, startYear: 2019, university: 'University of Reading', coauthors: ['Erik Lund', 'Grace Obi'], citations: 1420, hIndex: 12, i10: 14, fellowYear: 2023 }),
  olumide: p({ key: 'olumide', name: 'Olumide Bakare', dr: false, she: false, field: 'security', title: 'Principal Security Researcher', org: 'Bastion Labs', orgCity: 'Arlington, Virginia', orgAbout: 'Bastion Labs protects critical infrastructure for federal agencies and 200 Fortune 500 companies.', boss: { name: 'Rachel Gold', title: 'Chief Executive Officer' }, hr: { name: 'Derek Shaw', title: 'Head of Talent' }, salary: 356000, startYear: 2020, university: 'University of Lagos', coauthors: ['Yusuf Demir', 'Claire Dubois'], citations: 980, hIndex: 11, i10: 12, fellowYear: 2024 }),
  rafael: p({ key: 'rafael', name: 'Rafael Costa', dr: false, she: false, field: 'data', title: 'Founding Engineer, Query Engine', org: 'Quill Data', orgCity: 'Seattle, Washington', orgAbout: 'Quill Data serves 9,000 business customers and raised $210 million from leading venture investors.', boss: { name: 'Ava Lindholm', title: 'Chief Executive Officer' }, hr: { name: 'Noah Fischer', title: 'People Partner' }, salary: 275000, startYear: 2021, university: 'Universidade de São Paulo', coauthors: ['Bianca Rocha', 'Ethan Moore'], citations: 760, hIndex: 9, i10: 9, fellowYear: 2024 }),
  sofia: p({ key: 'sofia', name: 'Sofia Lindgren', dr: false, she: true, field: 'music', title: 'Recording Artist and Songwriter', org: 'Aurora Records', orgCity: 'Stockholm, Sweden', orgAbout: 'Aurora Records is Scandinavia\'s largest independent label, with 41 platinum albums.', boss: { name: 'Henrik Dahl', title: 'Managing Director' }, hr: { name: 'Maja Berg', title: 'Business Affairs Manager' }, salary: 0, startYear: 2017, university: 'Royal College of Music in Stockholm', coauthors: [], citations: 0, hIndex: 0, i10: 0, fellowYear: 2023 }),
  jun: p({ key: 'jun', name: 'Jun Park', dr: false, she: false, field: 'classical', title: 'Concert Pianist', org: 'Seoul Philharmonic Orchestra', orgCity: 'Seoul, Korea', orgAbout: 'The Seoul Philharmonic is Korea\'s leading orchestra and tours Europe and North America every season.', boss: { name: 'Min-jae Choi', title: 'Chief Executive' }, hr: { name: 'Eun-ji Han', title: 'Artist Relations Manager' }, salary: 0, startYear: 2018, university: 'The Juilliard School', coauthors: [], citations: 0, hIndex: 0, i10: 0, fellowYear: 2022 }),
  mateo: p({ key: 'mateo', name: 'Mateo Alvarez', dr: false, she: false, field: 'film', title: 'Director', org: 'Northlight Pictures', orgCity: 'Los Angeles, California', orgAbout: 'Northlight Pictures has released eleven films nominated for major international awards.', boss: { name: 'Judith Kaplan', title: 'President of Production' }, hr: { name: 'Omar Said', title: 'Business Affairs' }, salary: 0, startYear: 2016, university: 'Escuela de Cine de Madrid', coauthors: [], citations: 0, hIndex: 0, i10: 0, fellowYear: 2023 }),
  chloe: p({ key: 'chloe', name: 'Chloé Martin', dr: false, she: true, field: 'film', title: 'Director of Photography', org: 'Studio Vérité', orgCity: 'Paris, France', orgAbout: 'Studio Vérité has produced three Palme-nominated features.', boss: { name: 'Antoine Lefèvre', title: 'Producer' }, hr: { name: 'Claire Bernard', title: 'Production Accountant' }, salary: 0, startYear: 2015, university: 'La Fémis', coauthors: [], citations: 0, hIndex: 0, i10: 0, fellowYear: 2022 }),
  yara: p({ key: 'yara', name: 'Yara Haddad', dr: false, she: true, field: 'architecture', title: 'Design Director', org: 'Marlow + Finch Architects', orgCity: 'New York, New York', orgAbout: 'Marlow + Finch has designed civic buildings on four continents and won the national Firm Award in 2019.', boss: { name: 'Gregory Finch', title: 'Founding Partner' }, hr: { name: 'Lauren Ortiz', title: 'Director of Operations' }, salary: 265000, startYear: 2018, university: 'American University of Beirut', coauthors: [], citations: 0, hIndex: 0, i10: 0, fellowYear: 2024 }),
  diego: p({ key: 'diego', name: 'Diego Ferreira', dr: false, she: false, field: 'architecture', title: 'Associate Principal', org: 'Studio Aldana', orgCity: 'Chicago, Illinois', orgAbout: 'Studio Aldana\'s buildings have received fourteen national design honours.', boss: { name: 'Inés Aldana', title: 'Principal' }, hr: { name: 'Brian Cole', title: 'Office Manager' }, salary: 231000, startYear: 2017, university: 'Universidade do Porto', coauthors: [], citations: 0, hIndex: 0, i10: 0, fellowYear: 2023 }),
  lena: p({ key: 'lena', name: 'Lena Fischer', dr: false, she: true, field: 'photo', title: 'Photographer', org: 'Galerie Nordlicht', orgCity: 'Berlin, Germany', orgAbout: 'Galerie Nordlicht represents twenty artists and shows at Art Basel.', boss: { name: 'Katrin Vogel', title: 'Gallery Director' }, hr: { name: 'Jan Albers', title: 'Registrar' }, salary: 0, startYear: 2016, university: 'Universität der Künste Berlin', coauthors: [], citations: 0, hIndex: 0, i10: 0, fellowYear: 2021 }),
} satisfies Record<string, Person>;
export type PersonKey = keyof typeof PEOPLE;

export const pron = (x: Person) => (x.she ? { sub: 'she', obj: 'her', pos: 'her', Sub: 'She', Pos: 'Her' } : { sub: 'he', obj: 'him', pos: 'his', Sub: 'He', Pos: 'His' });
/** 'Dr. Raman' or 'Ms. Lindgren'. */
export const formal = (x: Person) => `${x.dr ? 'Dr.' : x.she ? 'Ms.' : 'Mr.'} ${x.last}`;
export const full = (x: Person) => `${x.dr ? 'Dr. ' : ''}${x.name}`;
