/** The tuned sets a debug script may read (a never-tuned set's documents are not read). */
import { buildHoldout4 } from './holdout4/plan';
import { buildHoldout5 } from './holdout5/plan';
import { buildHoldout6 } from './holdout6/plan';
import { buildHoldout7 } from './holdout7/plan';
import { buildHoldout8 } from './holdout8/plan';
import { buildHoldout9 } from './holdout9/plan';
import { buildHoldout11 } from './holdout11/plan';
import { buildHoldout12 } from './holdout12/plan';
import { buildHoldout14 } from './holdout14/plan';
import { buildHoldout15 } from './holdout15/plan';
import { buildHoldout16 } from './holdout16/plan';
import { buildHoldout17 } from './holdout17/plan';
import { buildHoldout18 } from './holdout18/plan';
import { buildHoldout19 } from './holdout19/plan';
import { buildHoldout20 } from './holdout20/plan';
import { buildHoldout21 } from './holdout21/plan';
import { buildHoldout22 } from './holdout22/plan';
import { buildHoldout23 } from './holdout23/plan';
import { buildHoldout24 } from './holdout24/plan';
import { buildHoldout25 } from './holdout25/plan';
import { buildHoldout26 } from './holdout26/plan';

export const TUNED = { holdout4: buildHoldout4, holdout5: buildHoldout5, holdout6: buildHoldout6, holdout7: buildHoldout7, holdout8: buildHoldout8, holdout9: buildHoldout9, holdout11: buildHoldout11, holdout12: buildHoldout12, holdout14: buildHoldout14, holdout15: buildHoldout15, holdout16: buildHoldout16, holdout17: buildHoldout17, holdout18: buildHoldout18, holdout19: buildHoldout19, holdout20: buildHoldout20, holdout21: buildHoldout21, holdout22: buildHoldout22, holdout23: buildHoldout23, holdout24: buildHoldout24, holdout25: buildHoldout25, holdout26: buildHoldout26 };

