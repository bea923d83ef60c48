// The keys live in the contract (src/contract/query-keys.ts).
export { keys } from '../contract/query-keys';
