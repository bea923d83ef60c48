/**
 * A contract for services between two bodies (issue 32, decision 142): 'between the City of Mesa (the City) and
 * AquaSignal Analytics LLC (the Consultant)'. The fee is the company's revenue from a client, whoever its principal is;
 * it is no salary of hers. For an NIW endeavor, a paying client is a sign she is well positioned to advance it.
 */

/** A party named as a company ('… LLC', 'Inc.', 'Ltd', 'GmbH') and defined as the one that serves and is paid. */
const COMPANY_PARTY =
  /\b(?:LLC|L\.L\.C\.|Inc\.?|Ltd\.?|Limited|Corporation|Corp\.?|GmbH|S\.A\.|plc|LLP|Pty Ltd)\s*,?\s*\((?:the |hereinafter (?:the )?)?["“]?(?:Consultant|Contractor|Vendor|Supplier|Service Provider|Provider|Subcontractor)["”]?\)/;
const BETWEEN = /\b(?:made|entered into|is) (?:by and )?between\b|^\s*between\b|\bby and between\b/im;

/** A services contract whose paid party is a company. */
export const companyServicesContract = (text: string): boolean => BETWEEN.test(text.slice(0, 1500)) && COMPANY_PARTY.test(text.slice(0, 2500));
