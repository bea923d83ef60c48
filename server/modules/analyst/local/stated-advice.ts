/**
 * Advice the report must not give: asking for a fact that an exhibit filed under
 * the criterion already states (the bylaws and the electors, when the election
 * letter states both; a wage comparison, when the offer letter cites the median).
 * Each rule pairs what a tip asks for with the words that state that fact.
 */
type Rule = { asks: RegExp; stated: RegExp };

const RULES: Rule[] = [
  // Memberships
  { asks: /bylaws|admission rules/i, stated: /\b(bylaws?|by-laws?|constitution|admission (rules|requirements|criteria|standard)|requires? outstanding|outstanding (achievements?|contributions?) (is|are) required)\b/i },
  { asks: /who judged your admission/i, stated: /\b(elected by|nominated by|voted (on )?by|chosen by|selected by|approved by|reviewed by)\b/i },
  { asks: /certificate or election letter/i, stated: /\b(certificate|certify|(were|was|been|are) elected|election)\b/i },
  // Salary
  { asks: /salary surveys|wage data/i, stated: /\b(BLS|Bureau of Labor Statistics|OFLC|prevailing wage|median (wage|salary|pay)|percentile|salary survey|wage (survey|data|statistics)|levels\.fyi|ONS|ASHE)\b/i },
  { asks: /contracts, pay slips or tax forms/i, stated: /\b(offer (of employment|letter)|employment (contract|agreement)|pay ?slip|payslip|W-2|form 1040|P60|tax return|base salary (will be|of|is))\b/i },
  // Awards
  { asks: /selection criteria and how many/i, stated: /\b(selection criteria|chosen from|selected from|out of \d|among \d|\d[\d,]* (nominations|nominees|entrants|applicants|candidates|submissions))\b/i },
  { asks: /certificate or official announcement/i, stated: /\b(certificate|announce[ds]?|announcement|press release)\b/i },
  // Judging
  { asks: /invitation and proof you completed/i, stated: /\b(thank you for (your|the) review|completed|you reviewed|reviews? (were|was) (submitted|received))\b/i },
  // Articles
  { asks: /citation counts/i, stated: /\b(cited (by )?\d|\d[\d,]* citations)\b/i },
];

/** The tips whose fact no exhibit text states; a tip no rule covers is kept. */
export function dropStated(tips: string[], exhibitText: string): string[] {
  return tips.filter((tip) => !RULES.some((r) => r.asks.test(tip) && r.stated.test(exhibitText)));
}
