// What other parts may import from 'Add from another petition' (issue 14 item 10).
export { AddFromAnotherPetition } from './components/add-from-another-petition';
