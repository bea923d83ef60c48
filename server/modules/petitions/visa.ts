import { visaTypeSchema, type VisaType } from '../../../src/contract/visa';
import { badRequest } from '../../platform/errors';

/** The petition's visa type, checked: the column is free text, the catalogue is not. */
export function petitionVisaType(petition: { visaType: string }): VisaType {
  const parsed = visaTypeSchema.safeParse(petition.visaType);
  if (!parsed.success) throw badRequest(`Unknown visa type: ${petition.visaType}`);
  return parsed.data;
}
