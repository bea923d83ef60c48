import { z } from 'zod';
import { VISA_TYPES } from './visa-types';

export { VISA_TYPES, visaDisplayName, type VisaType } from './visa-types';

export const visaTypeSchema = z.enum(VISA_TYPES, { message: 'Unknown visa type' });
