// EB-2 NIW papers by form (issue 32, decision 136), on invented documents in words no bench set uses: an agency's plan to
// renew its use of her work, an investor's non-binding terms, a state rule that makes others use her published method, a
// federal report on the problem her endeavor addresses, a relative's diploma, and a letter for someone else's proposal.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

const read = (text: string, applicantName = 'Ilse Marguerite Vantongeren') =>
  analyseEvidence({ visaType: 'EB-2 NIW', fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName });

describe("the endeavor's support (prong 2)", () => {
  it("files an agency's letter to her that plans to renew and widen its use of her tool as a letter of interest", () => {
    const a = read(`COMMONWEALTH OF PENNSYLVANIA
BUREAU OF WATER QUALITY
Harrisburg, PA 17105

June 2, 2025

Dr. Ilse Vantongeren
Vantongeren Hydrometrics Inc.

Dear Dr. Vantongeren:

Since 2023 the Bureau has run your nitrate forecasting tool at nine river gauges. The Bureau intends to renew the service contract next spring and to expand it to all 27 of its gauges.

Sincerely,
Owen Castellanos, Chief, Monitoring Section`);
    expect(a.factSheet?.kind).toBe('letter_of_interest');
    expect(a.category).toBe('niw_prong2_well_positioned');
  });

  it("files an investor's non-binding proposed terms for a round in her company as a letter of interest", () => {
    const a = read(`ALDERBROOK VENTURE FUND
Indicative Terms for Investment - not binding

Company: Vantongeren Hydrometrics Inc.
Chief Executive: Ilse Vantongeren
Instrument: convertible promissory note
Principal amount: $900,000
Valuation cap: $7,500,000
These terms are subject to due diligence and final documents.
May 5, 2025`);
    expect(a.factSheet?.kind).toBe('letter_of_interest');
    expect(a.category).toBe('niw_prong2_well_positioned');
  });

  it("files a state rule that makes its operators use her published method, cited by its authors, as her record of success", () => {
    const a = read(`Ohio Environmental Protection Agency
Division of Surface Water
Nutrient Monitoring Procedures, Revision 2 (March 2025)

Part 3.1 Load estimates
For the 2025 sampling year, every permitted plant shall estimate nitrate loads using the flow-weighted forecasting method of Vantongeren and Ruiz (Journal of Hydrology, 2021). Staff compared three methods over two years.

Part 3.2 Submission
Loads are submitted to the Division each quarter.`);
    expect(a.category).toBe('niw_prong2_well_positioned');
  });
});

describe("the endeavor's importance (prong 1)", () => {
  it('files a federal workforce projection for the field, naming no one, under prong 1', () => {
    const a = read(`Health Resources and Services Administration
National Center for Health Workforce Analysis
Hydrologist and Water Technician Workforce Projections, 2023-2036

Key findings
- Demand for water-quality technicians is projected to exceed supply by 18% in 2036.
- Nonmetropolitan counties face the widest gap: 29% of projected demand will go unmet.
- Two in five current technicians are over 55.

Methods
Projections use the Center's workforce simulation model with 2023 as the base year.`);
    expect(a.category).toBe('niw_prong1_merit_importance');
  });
});

describe("papers that are someone else's", () => {
  it("files a master's diploma conferred on a relative who shares her surname as Other", () => {
    const a = read(`UNIVERSITY OF OREGON

The Trustees of the University
on the recommendation of the Faculty of the College of Design
have conferred upon

PIETER VANTONGEREN

the degree of
Master of Architecture

Given at Eugene, Oregon, on the fourteenth day of June, 2020`);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  it("files a county's letter supporting another researcher's proposal, with her on his team, as his", () => {
    const a = read(`Lane County Public Works
Eugene, Oregon 97401

April 2, 2025

National Science Foundation
Civic Innovation Challenge Program

Re: Letter of support for Dr. Tobias Wrenfield's proposal

Lane County is pleased to support Dr. Tobias Wrenfield's proposal, "Community flood sensing for small towns." If it is funded we will host the sensors at four road crossings. His team includes Dr. Ilse Vantongeren and a graduate student.

Yours truly,
Marisol Ekwueme, County Engineer`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.kind).not.toBe('event_programme');
    expect(a.factSheet?.filingReason).toMatch(/Tobias Wrenfield/);
  });
});

describe('a second round: a customer, a laboratory and a tax notice', () => {
  it("files a builder's e-mail that it will place a first order once a test passes as a letter of interest", () => {
    const a = read(`From: Colm Berisha <colm@ridgelinehomes.example>
To: Ilse Vantongeren <ilse@hydrometrics.example>
Subject: Sensors for the Brookfield subdivision

Ilse,

As agreed on Friday: once the state accepts your calibration report, Ridgeline Homes will place an initial order of 310 well sensors for the Brookfield subdivision, about $96,000, with a second phase in 2026.

Regards,
Colm Berisha
Purchasing Manager, Ridgeline Homes LLC`);
    expect(a.factSheet?.kind).toBe('letter_of_interest');
    expect(a.category).toBe('niw_prong2_well_positioned');
  });

  it("files a research centre's letter that it is prepared to partner with her company as a letter of interest", () => {
    const a = read(`ARGONNE NATIONAL LABORATORY
Environmental Science Division
9700 S. Cass Avenue, Lemont, IL 60439

March 11, 2025

Dr. Ilse Vantongeren
Vantongeren Hydrometrics Inc.

Dear Dr. Vantongeren:

The Division is prepared to partner with Vantongeren Hydrometrics on a joint field study of your nitrate sensors at our Illinois River station during 2025, and will contribute technician time valued at about $75,000.

Sincerely,
Dr. Benedikt Oyelaran
Section Lead, Water Systems`);
    expect(a.factSheet?.kind).toBe('letter_of_interest');
    expect(a.category).toBe('niw_prong2_well_positioned');
  });

  it("files the tax authority's notice assigning her company its employer number as its formation record (prong 3)", () => {
    const a = read(`Department of the Treasury
Internal Revenue Service
Ogden UT 84201

Date of this notice: 03-02-2023
Notice Number: CP 575 G

VANTONGEREN HYDROMETRICS INC
% ILSE VANTONGEREN
1450 RIVER ROAD
PEORIA IL 61602

WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER
Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN 88-1904526. It will identify your business on its returns and accounts, even if it has no employees.`);
    expect(a.category).toBe('niw_prong3_balance');
  });
});

describe('the EB-2 basis', () => {
  it("reads an employer's letter with the day before the month, naming her bachelor's in passing, as an experience letter", () => {
    const a = read(`Rijkswaterstaat Consultancy B.V.
Utrecht, the Netherlands

4 April 2019

TO WHOM IT MAY CONCERN

Ms. Ilse Vantongeren was employed by our company full-time from 3 March 2012, after she completed her Bachelor of Engineering in Water Management, until 28 February 2019. She started as Junior Hydrologist, became Hydrologist in 2014 and Lead Hydrologist in 2017, leading a team of four.

Ir. Joost de Waal
Director`);
    expect(a.factSheet?.kind).toBe('experience_letter');
    expect(a.category).toBe('niw_advanced_degree');
  });
});

describe('a third round: a team using her protocol, a business licence, national data, a parent’s diploma', () => {
  it("files another team's paper whose methods implemented her protocol, cited by its author, as her record of success", () => {
    const a = read(`Journal of Rural Health 41 (2025) 77-85

Forecasting nitrate in private wells across the Driftless Area
Hannah Stolzfus, PhD; Mateo Quintanilla, MS; Gwen Akers, RN

Abstract
Background: Few rural households ever test their wells.
Methods: We implemented the well-nitrate forecasting tool developed by Vantongeren et al. (2021) in 6 county health departments and trained 15 sanitarians to use it.
Results: 2,410 households received a forecast; 9% exceeded the standard.

References
1. Vantongeren I, Ruiz P. Flow-weighted nitrate forecasting. J Hydrol. 2021;598:126-37.`);
    expect(a.category).toBe('niw_prong2_well_positioned');
  });

  it("files a city's business licence for the company she owns with her self-employment (prong 3)", () => {
    const a = read(`CITY OF PEORIA, ILLINOIS
Finance Department - Licensing Division

BUSINESS LICENSE

Business name: Vantongeren Hydrometrics Inc.
Owner: Ilse Vantongeren
Location: 1450 River Road, Peoria IL 61602
Type of business: Environmental monitoring services
Valid: May 1, 2025 - April 30, 2026
Fee paid: $60.00`);
    expect(a.category).toBe('niw_prong3_balance');
  });

  it('files a federal data summary on the problem, its points under a heading, naming no one, under prong 1', () => {
    const a = read(`Environmental Protection Agency
Private Well Nitrate Data Summary, 2024

At a glance
- 23 million households draw water from a private well.
- In corn-belt counties one well in seven tests above 10 mg/L.
- Most owners have never had their school-age children's water tested.`);
    expect(a.category).toBe('niw_prong1_merit_importance');
  });

  it("files a degree certificate whose holder, set on the line after 'certify that', is a parent with the first of her two surnames, as Other", () => {
    const a = read(
      `UNIVERSITY OF IBADAN

This is to certify that
EMEKA OBI
having completed the approved course of study and passed the examinations
has been awarded the degree of
MASTER OF CIVIL ENGINEERING
Ibadan, 30 June 1988`,
      'Chidinma Obi-Haraldsen',
    );
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });
});

describe('a fourth round: an order won, a grant to her company, her statement, a cooperative that will sell her work', () => {
  it("files a customer's purchase order made out to her company as her record of success, and her own order to a supplier as Other", () => {
    const won = read(`LOWER PLATTE NATURAL RESOURCES DISTRICT
PURCHASE ORDER

PO Number: 25-1177
Date: 04/02/2025
Vendor: Vantongeren Hydrometrics Inc., attn. Ilse Vantongeren, Peoria IL

Item 1: nitrate sensor with telemetry - qty 60 - unit $1,150.00 - $69,000.00
TOTAL: $69,000.00
Authorized by: Gerald Pokorny, Purchasing Agent`);
    expect(won.category).toBe('niw_prong2_well_positioned');
    const bought = read(`VANTONGEREN HYDROMETRICS INC.
PURCHASE ORDER No. VH-0212
Date: March 3, 2025
Vendor: Halvorsen Optics GmbH, Bremen

Item: UV photodiode array - qty 500 - $9.40 each - $4,700.00
Buyer: Ilse Vantongeren, President`);
    expect(bought.category).toBe('other');
  });

  it("files a state grant to her company with her as its managing member as her endeavor's funding", () => {
    const a = read(`ILLINOIS ENVIRONMENTAL PROTECTION AGENCY
GRANT AGREEMENT SUMMARY - 3191-2024

Recipient: Vantongeren Hydrometrics LLC
Project Manager (Recipient): Ilse Vantongeren, Managing Member
Project Title: Real-time nitrate alerts for rural water systems
Agency Funds: $740,000
Term: 09/01/2024 - 08/31/2026`);
    expect(a.category).toBe('niw_prong2_well_positioned');
  });

  it("files the petitioner's own statement of what her endeavor is, with no plan's sections, under prong 1", () => {
    const a = read(`Statement of the Petitioner
Ilse Marguerite Vantongeren

My endeavor is to warn rural households before nitrate in their wells reaches harmful levels. One in eight Americans drinks from a private well that no rule requires anyone to test.

Over the next five years I will put forecasting sensors on 400 rivers and publish the forecasts free of charge.`);
    expect(a.factSheet?.kind).toBe('endeavor_plan');
    expect(a.category).toBe('niw_prong1_merit_importance');
  });

  it("files a cooperative's letter that it will offer her sensors to its members as a letter of interest", () => {
    const a = read(`Tri-County Rural Water Cooperative
Galesburg, Illinois

February 12, 2025

Dr. Ilse Vantongeren
Vantongeren Hydrometrics Inc.

Dear Dr. Vantongeren,

Our board reviewed last year's results from the four member systems that ran your sensors. The Cooperative will offer your sensors to all 52 member systems next year, and expects a dozen to buy in the first season.

Sincerely,
Lorraine Whitcomb, General Manager`);
    expect(a.factSheet?.kind).toBe('letter_of_interest');
    expect(a.category).toBe('niw_prong2_well_positioned');
  });
});
