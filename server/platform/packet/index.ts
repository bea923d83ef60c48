export { buildPacket } from './build';
export type * from './types';
