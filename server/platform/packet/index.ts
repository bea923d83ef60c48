export { buildPacket, type BuildProgress } from './build';
export { MAX_IMAGE_PIXELS } from './sources';
export type * from './types';
