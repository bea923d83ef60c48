// What a document is and who issued it, as a paralegal reads it (issue 32, fifth session, tuned on holdout6): an
// employer's letter in its own voice, a fee agreement, a jury's choice told to the winner, a certified result, a
// credits list, a course certificate that is routine paper about whom it names, an issuer on a typed masthead or a
// letterhead naming a consulate, a festival, a club or a maison. Documents written for these tests.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { buildFactSheet } from '../../server/modules/analyst/local/fact-sheet';
import { recogniseKind } from '../../server/modules/analyst/kinds';
import { checkedAnalysis } from './checked-analysis';

const kindOf = (text: string) => recogniseKind('upload.pdf', text).kind;
const issuer = (text: string) => buildFactSheet({ text, fileName: 'upload.pdf', kind: 'other', applicantName: 'Ana Ruiz' }).issuer?.value;

describe('what a document is', () => {
  it("an employer's letter telling of her post in its own voice is an employment letter", () => {
    expect(kindOf('ATELIER LAB · 10 Dock Road, Leeds\nJanuary 20, 2025\nTo whom it may concern:\nSince April 2021 Dr. Ana Ruiz has led our Coastal Sensors Group, one of four groups.')).toBe('employment_letter');
    expect(kindOf('HARBOR CLUB · 75 Wharf Road, Boston\nJanuary 15, 2025\nWe have engaged Ms. Ruiz as Director of our Junior Sailing Programme from 2025.')).toBe('employment_letter');
  });

  it('an endorsement agreement or a deal memo is a fee record, not an employment letter', () => {
    expect(kindOf('NORDLICHT AG\nEndorsement Agreement (summary of terms)\nFees: Nordlicht will pay the Athlete a retainer of $140,000 per contract year.')).toBe('pay_record');
    expect(kindOf('HARBOUR FILMS LTD\nDeal memo - Series Director, Tide Pools Season 2\nFee: GBP 4,000 per episode, 26 episodes.')).toBe('pay_record');
  });

  it("a jury's choice told to the winner and a certified result are awards", () => {
    expect(kindOf('FUNDACIÓN MAR\nDear Ana,\nThe jury of the Premio Ola de Plata 2023 has\nchosen your production "Sal" as the best new work of the year.')).toBe('award');
    expect(kindOf('WORLD SAILING TOUR · Official Results\nThe World Sailing Tour certifies that ANA RUIZ (Spain) won the Women\'s Final of the Harbour Classic 2024.')).toBe('award');
  });

  it("a series' production credits are a credits list", () => {
    expect(kindOf('TIDE POOLS - Series 1 - Production credits (as broadcast)\nDirected by Ana Ruiz (all 12 episodes)\nProducer: Bo Li')).toBe('production_credits');
  });

  it('a certificate of attendance is routine paper about whom it names, neither an award nor a paper nor a programme', () => {
    const text = 'COASTAL TRAINING PROGRAM\nCertificate of Attendance\nAna Ruiz\nattended the two-day workshop "Tide Gauges for Councils", held in Leeds on 11-12 October 2023.\nDated 12 October 2023';
    const { analysis, sheet } = checkedAnalysis(text, 'Ana Ruiz', 'EB-2 NIW' as VisaType);
    expect(sheet.kind).toBe('other');
    expect(sheet.subject).toMatchObject({ value: 'Ana Ruiz', isApplicant: true });
    expect(analysis.category).toBe('other');
    const certified = 'SAILING COACHES ASSOCIATION · Education\nCERTIFICATE OF ATTENDANCE\nThis is to certify that Ana Ruiz attended the Level 1 Coaching Course held in Leeds in July 2023.';
    expect(checkedAnalysis(certified, 'Ana Ruiz', 'O-1A').sheet.kind).toBe('other');
  });
});

describe('who issued it', () => {
  it("a typed masthead's first part, set apart by spaced hyphens", () => {
    expect(issuer('Harbour Food Weekly - City news - 6 February 2024\nBo Li is the Baker of the Year\nThe guild named him on Monday.')).toBe('Harbour Food Weekly');
  });

  it('a letterhead naming a consulate, a festival, a club or a maison; the body above a certificate\'s heading', () => {
    expect(issuer('Consulate General of Spain in Leeds - Trade Section\nReception, 5 September 2024\nCONFIRMED GUESTS\nLi, Bo - Harbour Ports Authority')).toBe('Consulate General of Spain in Leeds');
    expect(issuer('HARBOUR ANIMATION FESTIVAL 2024\nOpening Night Party · 6 June 2024\nPrepared by the Festival Office')).toBe('HARBOUR ANIMATION FESTIVAL 2024');
    expect(issuer('HarbourLab Leeds\nCERTIFICATE OF COMPLETION\nThis is to certify that Ana Ruiz completed the spring programme.\nProgramme partner: Nordlys AS')).toBe('HarbourLab Leeds');
    expect(issuer('MAISON NORD\n14 quai Saint-Antoine, Lyon\nLyon, 8 January 2025\nTo whom it may concern,\nAna Ruiz has been our head baker since 2020.')).toBe('MAISON NORD');
  });
});
