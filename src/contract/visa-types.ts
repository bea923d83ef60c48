// The visa types without zod, for screens that only name or check them (docs/decisions/043): ./visa adds the schema.

/** The seven visa types the product supports, spelled as the spec and the UI show them (EB-2 NIW: issue 36). */
export const VISA_TYPES = ['O-1A', 'O-1B', 'EB-1A', 'EB-1B', 'EB-1C', 'UK_GLOBAL_TALENT', 'EB-2 NIW'] as const;
export type VisaType = (typeof VISA_TYPES)[number];

export function isVisaType(value: unknown): value is VisaType {
  return (VISA_TYPES as readonly unknown[]).includes(value);
}

/** How a visa type reads in prose ('UK Global Talent'); the enum id stays the value sent and stored. */
export function visaDisplayName(visa: VisaType): string {
  return visa === 'UK_GLOBAL_TALENT' ? 'UK Global Talent' : visa;
}
