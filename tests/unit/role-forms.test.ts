// The applicant's part in a document about someone else, by the form a paralegal would name (issue 32; decision 135):
// an unfunded partner on someone's grant, a colleague a winner thanks for her work, a speaker at someone else's
// ceremony, a co-author on a prized paper's author line, a scholar whose research an official draws on, one named in a
// reference list under its chapter's heading. Every document here is invented: other people, bodies and wording.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa';
import { checkedAnalysis } from './checked-analysis';

const read = (text: string, applicant: string, visa: VisaType, file = 'record.pdf') => checkedAnalysis(text, applicant, visa, file);

describe('a collaborator on someone else\'s grant', () => {
  it('is a collaborator when a budget line names her as its consultant', () => {
    const text = `LAKE COUNTY COMMUNITY TRUST - NOTICE OF GRANT AWARD
Grant number: LCCT-2025-117   Date of notice: 04/02/2025
Principal investigator: Dr. Amadou Keita, Riverside Nutrition Clinic
Project: Iron status of school children in three rural districts
Award amount: $96,000 over 24 months.
Budget (extract): field nurse, 50% effort; laboratory consumables; consultant, sample-handling protocol, T. Ostrowska, 80 hours.
Reports are due every six months.`;
    const { sheet } = read(text, 'Teodora Ostrowska', 'EB-1A');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(sheet.applicantRole).toBe('collaborator');
  });

  it('is a collaborator when a partner firm names her by an initial that a line break splits', () => {
    const text = `NATIONAL FISHERIES DEVELOPMENT FUND
Notice of Award - Reference NFDF-24-0912 - Date: 11/14/2024
Recipient: Coastal Polytechnic Institute
Project director: Prof. Halvard Strand. Project: Low-cost oxygen loggers for pond aquaculture.
Amount of this award: $410,000. Project period: 01/01/2025 - 12/31/2026.
Partners named in the application: Brightwater Ponds Ltd (M.
Adeyemi-Kross) will lend two ponds for the trials.`;
    const { sheet } = read(text, 'Morenike Adeyemi-Kross', 'EB-2 NIW');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(sheet.applicantRole).toBe('collaborator');
  });
});

describe('a colleague the winner thanks', () => {
  it('is a collaborator when the winner thanks her by her credit, not one quoted', () => {
    const text = `Coastal Screen Critics' Guild — Awards 2025
3 March 2025 — Best Documentary: Ruben Salcedo, SALT HARVEST
The Guild's 40 critics voted Salcedo's film the year's best documentary.
From his speech: "We filmed for three winters. I thank my sound recordist, Ilona Varga, who told me to stop talking and listen to the wind."
Other winners: Best Feature, "Paper Lanterns".`;
    const { sheet } = read(text, 'Ilona Varga', 'O-1B');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(sheet.applicantRole).toBe('collaborator');
  });
});

describe('a speaker at someone else\'s ceremony', () => {
  it('attended when she gave the laudatio', () => {
    const text = `Andean Society of Hydrology — News — 12 May 2025
Professor Rodrigo Paucar receives the Society's Medal of Honour
Professor Rodrigo Paucar, who built the first flood-warning network on the Rímac, received the Society's Medal of Honour at its annual congress in Cusco.
The laudatio was delivered by his former student Dr. Wanza Kimani of Makerere University, who recalled nights spent reading river gauges by torchlight.
Professor Paucar is the ninth holder of the medal.`;
    const { sheet } = read(text, 'Wanza Kimani', 'EB-1A');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(sheet.applicantRole).toBe('attendee');
  });

  it('attended when she travelled to the ceremony among his colleagues, one of the colleagues named', () => {
    const text = `Institute of Marine Ecology — Staff bulletin
Dr. Ferdinand Aske receives the Baltic Conservation Prize
Dr. Ferdinand Aske was presented with the Baltic Conservation Prize in Gdańsk on Friday evening.
Four of his colleagues went to the ceremony, among them Dr. Saoirse Nolan and Dr. Ivo Marek.
The prize carries EUR 15,000.`;
    const { sheet } = read(text, 'Saoirse Nolan', 'EB-1A');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(sheet.applicantRole).toBe('attendee');
  });
});

describe('a co-author on a prized paper\'s author line', () => {
  it('is a co-author when the winning paper lists her by her initial among its authors', () => {
    const text = `SOCIETY FOR ARID-LAND AGRONOMY — 31st Annual Meeting, Tucson
Student Poster Competition — results announced 9 October 2024
1st place: Dana Whitford, New Mexico State University — "Mulch depth and soil moisture under drip lines" (D. Whitford, K. Oduya, P. Lindqvist)
2nd place: Arturo Benítez, University of Arizona — "Salt tolerance in tepary bean"
Winners receive $400 (1st) and $250 (2nd).`;
    const { sheet } = read(text, 'Kagiso Oduya', 'EB-1A');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(sheet.applicantRole).toBe('co_author');
  });
});

describe('her research drawn on in someone else\'s story', () => {
  it('is cited, not quoted, when an official speaks and draws on her work', () => {
    const text = `HARBOUR TOWN HERALD
4 June 2025
Old dockyard walk to get new signs
Visitors to the old dockyard will be able to follow a signed walk from this summer under a plan the town council approved on Tuesday.
The council's museums officer, Pieter Claes, said the signs would tell the story of the rope-makers, drawing on the archive research of the historian Beatrix Holloway, "so that a short visit still shows how hard the work was."
The walk opens on 1 July.`;
    const { sheet } = read(text, 'Beatrix Holloway', 'O-1A');
    expect(sheet.applicantRole).toBe('cited');
  });
});

describe('named in a reference list', () => {
  it('is cited when the chapter heading ends with its references', () => {
    const text = `Prairie Health Alliance — Regional Asthma Plan 2025–2030
Chapter 3: Children — References
11. Department of Health. Asthma in schools. 2019.
12. Grunewald-Aske P, Lam T. Emergency visits for asthma in rural counties. Health Registry Report. 2021.
13. Ibekwe CN. School nurse asthma action plans: a county programme, 2018–2022. Fargo: Red River Health; 2023.
14. Tallis-Moor R. Air quality near grain elevators. Prairie Notes. 2020;4:8–12.
References 15–38 continue on page 44.`;
    const { sheet } = read(text, 'Chidera Ibekwe', 'EB-2 NIW');
    expect(sheet.applicantRole).toBe('cited');
  });
});

describe('words that name someone else\'s part', () => {
  it('is not an attendee when a company filing names her its registered agent', () => {
    const text = `STATE OF OREGON — Corporation Division
Articles of Organization — Limited Liability Company
Name of the limited liability company: Fernhill Soil Labs LLC
Registered agent: Oksana Dovzhenko, 88 SE Main Street, Portland, OR 97214
Organizer and sole member: Oksana Dovzhenko
Filed and effective: 03/12/2024`;
    const { sheet } = read(text, 'Oksana Dovzhenko', 'EB-2 NIW');
    expect(sheet.applicantRole).not.toBe('attendee');
  });

  it('is her coach\'s pupil, not a nominee, when "finalist" is another pupil\'s epithet', () => {
    const text = `Rowing Federation of Estonia > News
Tarmo Kask named Coach of the Year
2 December 2025
The Federation's board has named Tarmo Kask, national sculling coach, its Coach of the Year 2025.
Under Kask the squad won its first European medals, and his pupils include the world bronze medallist Liis Saar and the junior world finalist Kert Mägi.
The award will be presented at the Federation's gala on 18 December.`;
    const { sheet } = read(text, 'Liis Saar', 'O-1A');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(sheet.applicantRole).toBe('collaborator');
  });

  it('is not the nominee when she is the one who nominated the winner', () => {
    const text = `Northfield University — Staff News
April 30, 2025
Gwendolyn Price receives 2025 Outstanding Technician Award
Gwendolyn Price, technician at the Soil Carbon Laboratory, is one of three staff members to receive this year's Outstanding Technician Award.
Price has calibrated the laboratory's analysers every week since 2015. She was nominated by Dr. Tomasz Wrona, the laboratory's director.
The awards will be presented at a lunch on May 20.`;
    const { sheet } = read(text, 'Tomasz Wrona', 'EB-1A');
    expect(sheet.subject?.isApplicant).toBe(false);
    expect(sheet.applicantRole).not.toBe('nominee');
  });
});
