// Records read for what they prove (issue 32, eighth session, decision 084, tuned on holdout11): a journal's note of
// reviews she completed, a notice of grant award to her own firm, an employer's dates that add up to ten years. Small
// documents written for this test; no set's documents are copied.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, visaType: VisaType, fileName: string) => checkedAnalysis(text, 'Lena Okafor', visaType, fileName);

describe('a record read for what it proves', () => {
  it("reads a journal's e-mail that she completed 9 peer reviews as judging", () => {
    const text = `From: Editorial Office, Journal of Food Physics <office@jfp.org>
To: Lena Okafor <lena@harbour.ac.uk>
Date: 8 January 2025
Subject: Your reviewing in 2024
Dear Dr. Okafor,
Our records show that in 2024 you completed 9 peer reviews for the Journal of Food Physics, each on time.
This message may serve as confirmation of your service as a reviewer.
Prof. Ann Lee, Editor-in-Chief`;
    const { analysis } = analyse(text, 'EB-1B', 'email_JFP_2024.txt');
    expect(analysis.kind).toBe('review_record');
    expect(analysis.category).toBe('eb1b_judging');
  });

  it("reads a state's notice of grant award to her own firm, with her as its principal, as her endeavor's funding", () => {
    const text = `State Department of Agriculture — Food Innovation Bureau
May 2, 2024
Notice of grant award — Small Bakeries Innovation Program
Recipient: Quayside Grain Works LLC (Lena Okafor, principal)
Project: Low-energy ovens for rural bakeries
Award amount: $120,000
Period: July 1, 2024 to June 30, 2026
Grants Manager, Food Innovation Bureau`;
    const { analysis } = analyse(text, 'EB-2 NIW', 'state_award_letter.docx');
    expect(analysis.category).toBe('niw_prong2_well_positioned');
  });

  it("reads an employer's certificate whose dates add up to more than ten years as the ten-year criterion", () => {
    const text = `HARBOUR WATER COMPANY · Lagos · Human Resources
Lagos, 4 November 2024
CERTIFICATE OF EMPLOYMENT
We certify that Ms. Lena Okafor worked for this company full time from 2 February 2006 to 30 June 2012 as Process Engineer and from 1 July 2012 to 31 August 2017 as Head of Treatment.
In those posts she designed treatment for 14 plants.
Ada Eze, Human Resources Manager`;
    const { analysis } = analyse(text, 'EB-2 NIW', 'certificate_employment.pdf');
    expect(analysis.category).toBe('niw_exceptional_ability_ten_years');
  });

  it("reads a federation's resolution that appoints her, among others, to its selection panel as judging", () => {
    const text = `NATIONAL ROWING FEDERATION
Resolution 9/2024 - Junior Team Selection Panel
London, 3 June 2024
The Board of the Federation appoints the following members to the panel that will assess the 40 rowers invited to the junior trials and select the team:
- Lena Okafor, Olympic rower, panel chair
- Tom Baird, national junior coach
- Ann Lee, performance director
Each panel member will grade every invited rower; the panel's selection is final.
Signed: Sam Cole, President`;
    const { analysis, sheet } = analyse(text, 'O-1A', 'NRF_resolution_2024-9.pdf');
    expect(sheet.subject?.isApplicant).toBe(true);
    expect(analysis.category).toBe('o1a_judging');
  });

  it("reads a federation's certificate that she was captain of the national team as her role, not an award", () => {
    const text = `National Rowing Federation - General Secretariat
London, 5 December 2024
CERTIFICATE
The Federation certifies that Lena Okafor was captain of the national team at the 2024 World Rowing Cup in Lucerne, where the team took the title for the first time since 2010.
She raced in all 4 finals and, as captain, set the crews with the head coach.
Ann Lee, Secretary General`;
    const { analysis } = analyse(text, 'O-1A', 'NRF_certificate.docx');
    expect(analysis.category).toBe('o1a_critical_role');
  });

  it("reads a US company's written consent that appoints her its President as the US position", () => {
    const text = `QUAYSIDE FOODS LLC - WRITTEN CONSENT OF THE SOLE MEMBER
12 February 2025
The sole Member of Quayside Foods LLC resolves:
1. That Lena Okafor is appointed President of the Company, effective on her admission to the United States as a permanent resident.
2. That the President will direct the Company; the Operations Manager and the Finance Manager will report to her.
3. That her annual salary will be $240,000.
For the Member: Sam Cole, Managing Partner`;
    const { analysis } = analyse(text, 'EB-1C', 'written_consent_2025.pdf');
    expect(analysis.category).toBe('eb1c_us_position');
  });

  it("reads an LLC's schedule of members and their interests as the qualifying relationship", () => {
    const text = `QUAYSIDE FOODS LLC
A Delaware limited liability company
Schedule A: Members and Membership Interests (as amended 1 March 2022)
Member | Address | Capital contribution | Membership interest
Harbour Foods Ltd. | 12 Dock Road, Lagos, Nigeria | US$ 500,000 | 100%
Total | | US$ 500,000 | 100%
Certified a true copy by the Manager of the Company: Sam Cole`;
    const { analysis } = analyse(text, 'EB-1C', 'Quayside_schedule_A.docx');
    expect(analysis.category).toBe('eb1c_qualifying_relationship');
  });
});
