import { z } from 'zod';

/** The six visa types the product supports, spelled as the spec and the UI show them. */
export const VISA_TYPES = ['O-1A', 'O-1B', 'EB-1A', 'EB-1B', 'EB-1C', 'UK_GLOBAL_TALENT'] as const;
export const visaTypeSchema = z.enum(VISA_TYPES, { message: 'Unknown visa type' });
export type VisaType = z.infer<typeof visaTypeSchema>;

/** How a visa type reads in prose ('UK Global Talent'); the enum id stays the value sent and stored. */
export function visaDisplayName(visa: VisaType): string {
  return visa === 'UK_GLOBAL_TALENT' ? 'UK Global Talent' : visa;
}
