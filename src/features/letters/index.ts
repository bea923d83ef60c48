export { LettersTab } from './components/letters-tab';
