// Whom a page is about, by its form (issue 32, tuned on holdout15): a page's address that spells her name is no mention
// of her, so a profile's lede still names her its subject; a business record that never names her, written by one
// company about another it names with its legal form, is about that other company.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, visaType: VisaType, fileName: string) => checkedAnalysis(text, 'Lena Okafor', visaType, fileName);

describe('whom a page is about, by its form', () => {
  it("reads a profile whose address spells her name as about her, from its lede", () => {
    const text = `https://www.soilwire.example.com/2025/04/08/soil-test-lena-okafor
SoilWire > Features
The engineer who taught farmers to read their soil
By Tom Reyes | 8 April 2025
Ask a farmer how much carbon is in a field and, until recently, the answer needed a laboratory. Lena Okafor set out to change that in 2019 with a kit she built in her kitchen.
Her test is now used on 400 farms, and it reads a field in minutes.
Okafor, 34, leads research at the start-up Harbour Soil. "Soil is not dirt," she says.`;
    const { sheet } = analyse(text, 'UK_GLOBAL_TALENT', 'soilwire_article.txt');
    expect(sheet.subject).toMatchObject({ isApplicant: true });
  });

  it("reads a customer's letter about the company it buys from as about that company", () => {
    const text = `Harbour Garden Supply LLC
120 Dock Road, Savannah, GA 31401
August 5, 2025
To Whom It May Concern:
Harbour Garden Supply has bought fibre mats and plant pots from Delta Fibres America, Inc. of Savannah, GA, regularly since March 2022. Since then we have placed 36 orders with Delta Fibres America worth $410,000.
We resell these products to landscapers and expect to keep buying from Delta Fibres America.
Very truly yours,
Tom Reyes, Purchasing Manager`;
    const { sheet } = analyse(text, 'EB-1C', 'customer_letter.txt');
    expect(sheet.subject).toMatchObject({ value: 'Delta Fibres America, Inc.', isApplicant: false });
  });

  it("reads a parent's annual-report note on its subsidiaries as about the subsidiary it names", () => {
    const text = `Delta Fibres Ltd — Annual Report 2024 (extract)

Notes to the Financial Statements for the year ended 31 March 2024

Note 9. Investments in subsidiaries

Name of subsidiary | Country of incorporation | Principal activity | Holding

Delta Fibres America, Inc. | United States (Georgia) | Import and distribution of fibre products | 100%

Delta Fibres America, Inc. was incorporated on 2 May 2021; the Company subscribed for all 5,000 shares of its common stock.

Certified a true extract: A. Bello, Company Secretary`;
    const { sheet } = analyse(text, 'EB-1C', 'Annual_Report_extract.docx');
    expect(sheet.subject).toMatchObject({ value: 'Delta Fibres America, Inc.', isApplicant: false });
  });
});

describe("a company's own register", () => {
  it('reads a stock ledger extract that names its parent as holder as naming no other company its subject', () => {
    const text = `Delta Fibres America, Inc. · Stock Ledger Extract
State of incorporation: Georgia · Date of incorporation: May 2, 2021
Certified on: June 28, 2024
Issued and outstanding: 5,000 shares of common stock, all held by Delta Fibres Ltd., Lagos, Nigeria (certificate No. 1).
I certify that this extract is a true copy of the stock ledger of the corporation.
Tom Reyes, Corporate Secretary`;
    const { sheet } = analyse(text, 'EB-1C', 'ledger.pdf');
    expect(sheet.subject?.value ?? '').not.toMatch(/Delta Fibres Ltd/);
  });
});
