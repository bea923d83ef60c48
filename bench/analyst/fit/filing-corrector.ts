/**
 * The learned filing corrector (decision 111), in use since decision 117: its features and margin live in the analyst
 * (server/modules/analyst/local/filing-corrector.ts); fit-readings.ts fits and measures it.
 */
export { correctedCategory, correctorFeatures } from '../../../server/modules/analyst/local/filing-corrector';
