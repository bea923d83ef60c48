// The keys live in the contract: the server names the same URLs in a signed-in page's early reads (decision 045).
export { keys } from '../contract/query-keys';
