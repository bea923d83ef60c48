// General rules a paralegal applies (issue 32, fifth session, tuned on holdout6): a nomination on file however the
// committee's review is worded, a contract's fee terms, an employer's account of the post, a CV in labelled lines, a
// headline billing, an audience report, letters to an endorsing body's assessors, an endeavor statement, a company's
// formation record, a proposal selected for funding, an approved membership application. Each on a small document
// written for this test; no set's documents are copied here.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, applicantName: string, visaType: VisaType = 'EB-1A', fileName = 'document.pdf') => checkedAnalysis(text, applicantName, visaType, fileName);
const NIW = 'EB-2 NIW' as VisaType;

describe('what a document is, by its form', () => {
  it("a society's receipt of a nomination is a nomination, though it says how its committee reviews nominations", () => {
    const text = `Guild of Hydraulic Engineers
Membership Office, 20 Mill Lane, Leeds
3 March 2024
Dear Dr. Okafor,
This is to acknowledge that the Membership Office has received a nomination for you to be considered for the grade of Fellow, submitted by Prof. Ian Brook.
The committee reviews each nomination against the Guild's criteria in May (file G-2024-031).
Sincerely,
Helen Marsh, Membership Manager`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor');
    expect(sheet.kind).toBe('nomination');
    expect(analysis.category).toBe('other');
  });

  it("a sponsor's agreement that will pay her a yearly retainer is high salary", () => {
    const text = `NORDLICHT SPORTS AG
Sponsorship terms · Contract no. NS-2024-12
Date: 5 May 2024
Parties: Nordlicht Sports AG and Maya Okafor, professional cyclist ("Athlete").
Fees: Nordlicht will pay the Athlete a retainer of $140,000 per contract year and a bonus of $10,000 per stage win.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1A');
    // A contract that sets her pay, read by its form, not a page its words alone happen to file there.
    expect(sheet.kind).toBe('employment_letter');
    expect(analysis.category).toBe('o1a_high_salary');
  });

  it("an employer's account of what she leads and is essential to is a critical-role letter", () => {
    const text = `ATELIER NORD, 4 Quay Street, Bergen
Bergen, 2 February 2025
To whom it may concern,
Maya Okafor has been Head Baker of Atelier Nord since March 2019. She leads a bakery team of 12 and writes every recipe on our counter.
Since she joined us, our counter has sold out by noon. She has been essential to the restaurant winning its star.
Lars Nygaard, Owner`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1B');
    expect(sheet.kind).toBe('employment_letter');
    expect(analysis.category).toBe('o1b_critical_role');
  });

  it('a one-page profile in labelled lines (titles, training, education, sponsors) is a CV', () => {
    const text = `MAYA OKAFOR - Professional cyclist - Lagos, Nigeria
Born 1999. Team: Delta Racing since 2020.
Titles: Lagos Classic (2023); Accra Criterium (2022).
Training: Delta Racing Academy, Lagos, since 2014.
Education: BSc Sports Science, University of Lagos (2021).
Sponsors: Nordlicht Sports (bicycles), since 2021.`;
    expect(analyse(text, 'Maya Okafor', 'O-1A', 'profile.txt').analysis.category).toBe('cv');
  });

  it("a festival programme that bills her as its headline act is a lead role under O-1B, not an attendee's programme", () => {
    const text = `HARBOUR JAZZ WEEK · 5th edition · 3-6 July 2024
Programme
Wednesday 3 July: opening concert by the student big band.
Saturday 6 July, 20:00 - THE CLOSING NIGHT. Headline act: Maya Okafor (trumpet), leading a quartet in a programme written for the festival.
Sunday 7 July: family day.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1B');
    expect(sheet.kind).toBe('production_credits');
    expect(analysis.category).toBe('o1b_lead_role');
  });

  it("a broadcaster's audience report for her series is commercial success", () => {
    const text = `HARBOUR TV · Audience Insight · Programme performance report · 30 June 2024
Title: Tide Pools, Series 1 (Okafor Films)
Episode views on the service: 12 million
Tide Pools was the most watched factual title on the service in the window.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1B');
    expect(sheet.kind).toBe('sales_report');
    expect(analysis.category).toBe('o1b_commercial_success');
  });

  it("a publisher's royalty statement with its labelled copies sold is a sales report", () => {
    const text = `ÉDITIONS NORD · 8 rue Smith, Lyon
Royalty statement · Statement date: 31 January 2025
Author: Maya Okafor · Title: Salt and Bread
Copies sold in the period (France, Belgium): 12,950
Copies sold since publication: 41,380`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'O-1B');
    expect(sheet.kind).toBe('sales_report');
    expect(analysis.category).toBe('o1b_commercial_success');
  });
});

describe("letters to an endorsing body's assessors", () => {
  it('a co-founder writing to the assessors is a recommendation letter, whatever work it praises', () => {
    const text = `TEATRO NUDO - Puppet theatre
12 Via Roma, Turin
10 January 2025
To the Arts Council England assessors
I co-founded Teatro Nudo with Maya Okafor in 2015 and we have run it together since. I am not an independent witness.
Maya designed and built our touring shows and has taken the company to festivals across Europe.
Paolo Ferri
Co-Artistic Director`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT');
    expect(sheet.kind).toBe('recommendation_letter');
    expect(analysis.category).toBe('uk_recommendation_letters');
  });

  it('a festival director who first saw her work and programmed it writes a recommendation letter', () => {
    const text = `LEEDS OBJECT THEATRE FESTIVAL · 3 Kirkgate, Leeds
17 January 2025
To the Arts Council England assessors: Maya Okafor
I have directed the festival since 2012. I first saw Ms Okafor's work in Lyon in 2018 and programmed her in 2021 and 2023.
Her shadow puppetry is unlike anything made in Britain.
Ruth Hale, Festival Director`;
    expect(analyse(text, 'Maya Okafor', 'UK_GLOBAL_TALENT').analysis.category).toBe('uk_recommendation_letters');
  });
});

describe("NIW's prongs", () => {
  it('her statement of the proposed endeavor, without a business plan, is prong 1', () => {
    const text = `Maya Okafor, PhD
Statement of proposed endeavor · 2 March 2025
My proposed endeavor is to cut flood losses in small coastal towns by bringing low-cost tide gauges to the councils that cannot afford them.
The need is national: coastal flooding costs the nation billions a year.`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', NIW);
    expect(sheet.kind).toBe('endeavor_plan');
    expect(analysis.category).toBe('niw_prong1_merit_importance');
  });

  it("a state's articles of organization of her company are prong 3 (self-employment), not a licence", () => {
    const text = `STATE OF OREGON · Office of the Secretary of State · Corporation Division
ARTICLES OF ORGANIZATION - Oregon Limited Liability Company - Filed: 04/02/2023
1. Name of the limited liability company: Okafor Coastal Engineering LLC
2. Registered agent: Maya Okafor, PE, licensed professional engineer.
3. Purpose: the practice of professional engineering.
4. Organizer and sole member: Maya Okafor.`;
    expect(analyse(text, 'Maya Okafor', NIW).analysis.category).toBe('niw_prong3_balance');
  });

  it("a funder's e-mail selecting a professor's proposal, with her as an unfunded partner, is not her funding", () => {
    const text = `From: State Coastal Office <grants@coast.example>
To: r.hale@uni.example
Date: 2 May 2024
Subject: Award - Project CO-114: tide gauges for small harbours
Dr. Hale,
I am pleased to inform you that the State Coastal Office has selected your proposal for funding. The award to Bayside University is $200,000 over 24 months, with you as Principal Investigator.
Dr. Maya Okafor (Okafor Coastal Engineering LLC) is listed as a practitioner partner. No funds are budgeted for her firm.
Regards,
Tom Reed, Program Manager`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', NIW, 'award.txt');
    expect(sheet.kind).toBe('grant');
    expect(analysis.category).toBe('other');
  });

  it('an e-mail approving her application for a membership grade is a membership, and she is its subject', () => {
    const text = `From: Society of Coastal Engineers <members@sce.example>
To: maya@okafor.example
Date: March 4, 2024
Subject: Welcome to SCE - Full Member
Dear Dr. Okafor,
Welcome! Your application for Full Member grade of the Society of Coastal Engineers has been approved by the Membership Committee. Full Membership is open to licensed engineers with five years of practice.
Member number: SCE-F-0101`;
    const { analysis, sheet } = analyse(text, 'Maya Okafor', NIW, 'welcome.txt');
    expect(sheet.kind).toBe('membership');
    expect(sheet.subject).toMatchObject({ isApplicant: true });
    expect(analysis.category).toBe('niw_exceptional_ability_memberships');
  });
});
