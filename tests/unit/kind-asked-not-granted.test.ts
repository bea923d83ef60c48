// Papers that record what the applicant asked for, bought or joined, not what anyone granted her: a membership of a body
// named as open to everyone, a course completion card, an application's automatic receipt, her own rate card. Each
// proves no criterion, whatever word of a criterion it uses (issue 32, tune19).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string) =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName: 'Rosa Lindqvist' });

describe('what she asked for, bought or joined', () => {
  it("files a welcome card of a network whose membership 'of' it is open to everyone as Other", () => {
    const a = read('EB-1A', `PRAIRIE POLLINATOR NETWORK
Membership receipt and welcome card
Member: Rosa Lindqvist Category: Individual (annual)
Dues paid: $30.00
Welcome! Membership of the Prairie Pollinator Network is open to everyone who grows flowers for bees - gardeners, farmers and scientists.
Your membership runs until 31 December 2025.`);
    expect(a.category).toBe('other');
  });

  it('files a first-aid course completion card as Other, not as years of experience', () => {
    const a = read('EB-2 NIW', `RIVER COUNTY SAFETY COUNCIL
Basic Life Support - Course completion card
Name: ROSA LINDQVIST
Course date: 03/02/2025 Valid until: 03/02/2027
This card certifies successful completion of the written and practical tests of the course.`);
    expect(a.category).toBe('other');
  });

  it("files an application's automatic receipt as Other, not as a review", () => {
    const a = read('O-1B', `From: Harbour Jazz Showcase <noreply@harbourjazz.org>
Subject: Application received - Showcase 2025

Dear Rosa Lindqvist,
Thank you for applying to perform at the Harbour Jazz Showcase 2025. Your application fee of $25 has been received. Our team will review all applications and write to artists by 1 June 2025.`);
    expect(a.category).toBe('other');
  });

  it('files her own rate card as Other, not as pay or success', () => {
    const a = read('O-1B', `ROSA LINDQVIST LIGHTING - Rate card 2025
Touring lighting design: from $4,000 per week
Festival shows: from $1,500 per show
All rates are starting points and depend on the production. Quotes valid 30 days.`);
    expect(a.category).toBe('other');
  });
});
