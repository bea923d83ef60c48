/**
 * An invoice billed to her (issue 32, decision 114): a removal firm's bill for her household goods, a consultancy's fee
 * for reading her manuscript. Its addressee field ('Bill to:', 'Client:', 'An / To:') names her: it records a service
 * she bought, which proves no criterion however much the service's words sound like her work. Her own invoice to a
 * client names the client there instead.
 */
import { nameAsWritten } from './fact-names';

/** The page says it is an invoice or a bill in its first lines ('INVOICE QLC-21-0093', 'RECHNUNG / INVOICE Nr. …'). */
const INVOICE_HEAD = /^[^\n]{0,40}\b(?:invoice|rechnung|facture|factura|fattura|bill)\b[^\n]{0,40}$/im;
/** The field that names whom it bills. */
const BILLED = /^\s*(?:(?:[\p{L}]+\s*\/\s*)?(?:bill(?:ed)? to|invoice to|sold to|client|customer|to)|an)\s*(?:\/\s*(?:bill(?:ed)? to|invoice to|client|customer|to)\s*)?:\s*(.+)$/imu;

export function billedToHer(text: string, applicantName: string | undefined): boolean {
  if (!applicantName) return false;
  const head = text.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 10).join('\n');
  if (!INVOICE_HEAD.test(head)) return false;
  const to = BILLED.exec(head)?.[1];
  // Her name opens the field: 'Client: Her Name, Town', 'An / To: Frau Her Name, street'.
  return Boolean(to && nameAsWritten(to.split(',')[0]!, applicantName));
}
