// What other parts may import from the exhibit-order feature (issue 14 item 1).
export { OrderForFiling } from './components/order-for-filing';
