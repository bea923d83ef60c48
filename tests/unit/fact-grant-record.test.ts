// A funder's public award record (issue 32): a grant held by its principal investigator, not a prize of the collaborator it names.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';

describe("a funder's award record", () => {
  it("reads 'Award # …', 'Awardee:' and 'Total Intended Award Amount' as a grant held by its principal investigator", () => {
    const text = `Award Search: Award # 4411872 - Collaborative Research: Coastal Aquifer Salinity Forecasts
Awardee: University of Oregon | Principal Investigator: Helen Yoder | Co-PI: Marcus Bell
Program: Hydrologic Sciences | Award Date: 07/14/2024 | Start Date: 09/01/2024
Total Intended Award Amount: $480,210.00 | Total Awarded Amount to Date: $480,210.00
ABSTRACT
This project will build a shared benchmark of coastal aquifer records and test salinity forecasts against it.
The project includes an unfunded international collaboration with Dr. Sara Lindqvist of the Nordic Water Institute, who will provide access to well records.`;
    const a = analyseEvidence({ visaType: 'EB-1A', fileName: 'award.txt', mimeType: 'text/plain', text, applicantName: 'Sara Lindqvist' });
    expect(a.factSheet?.kind).toBe('grant');
    expect(a.factSheet?.subject).toMatchObject({ value: 'Helen Yoder', isApplicant: false, relation: 'funded' });
    expect(a.factSheet?.applicantRole).toBe('collaborator');
    expect(a.category).toBe('other');
  });
});
