/**
 * The judgement petitions, one per applicant, covering every visa type: EB-1A (a researcher and a
 * photographer), EB-1B, EB-1C, O-1A, O-1B and UK Global Talent. Tuned on: the figures the README reports
 * for it are after tuning the fact side; for a never-tuned figure see holdout2/ and holdout3/.
 */
import { ASANTE } from './cases/asante-uk';
import { HALVORSEN } from './cases/halvorsen-eb1a';
import { MORADI } from './cases/moradi-eb1a';
import { MORETTI } from './cases/moretti-o1b';
import { ORTEGA } from './cases/ortega-o1a';
import { TANAKA } from './cases/tanaka-eb1c';
import { WOJCIK } from './cases/wojcik-eb1b';
import type { Petition } from './types';

export const PETITIONS: Petition[] = [MORADI, HALVORSEN, WOJCIK, TANAKA, ORTEGA, MORETTI, ASANTE];
export type { ChatCase, Expected, JudgementCase, Petition } from './types';
