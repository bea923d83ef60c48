/** A pay slip, a compensation or equity statement, a tax form. */
import type { KindSpec } from './spec';

export const payRecord: KindSpec = {
  cues: [
    { re: /\b(pay ?slip|pay stub|earnings statement|pay period|gross pay|net pay|year[- ]to[- ]date|YTD|holerite|n[oó]mina|fiche de paie|gehaltsabrechnung)\b/i, weight: 3, label: 'a pay slip' },
    { re: /\b(total rewards statement|compensation statement|restricted stock units?|RSU (award|grant|notice)|notice of (grant|stock option)|equity incentive plan|vesting schedule|stock option agreement)\b/i, weight: 3, label: 'a compensation or equity statement' },
    { re: /\bform W-?2\b|\bW-2\b|\bwages,? tips\b|\bP60\b|\bform 1040\b|\btax return\b|\bwage and tax statement\b/i, weight: 3, label: 'a tax form' },
    // An agreement that sets fees for a sponsorship, an endorsement or one engagement: compensation, not employment. A deal
    // memo that states no money (the role, the billing, the episodes) is a casting record, not a fee agreement.
    { re: /\b(endorsement|sponsorship) agreement\b|\bdeal memo\b(?=[\s\S]*?(?:[$£€¥]\s?\d|\b(?:USD|EUR|GBP|US\$|CAD|AUD)\s?\d|\d\s?(?:USD|EUR|GBP)\b|\bfees?\b|\brate\b|\bcompensation\b))/i, weight: 5, label: 'a fee agreement' },
    { re: /\b(federal income tax|social security (tax|wages)|medicare|national insurance|deductions|withh[eo]ld)\b/i, weight: 1.5, label: 'tax lines' },
  ],
  fileName: /payslip|pay_?stub|w-?2|tax/,
  facts: { subject: 'paid', states: ['issuer', 'date', 'subject', 'figures'] },
  proves: { 'O-1A': 'high_salary', 'O-1B': 'high_salary', 'EB-1A': 'high_salary', 'EB-1B': null, 'EB-1C': null, UK_GLOBAL_TALENT: null, 'EB-2 NIW': 'high_salary' },
};
