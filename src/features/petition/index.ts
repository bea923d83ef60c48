// What the app may use: the petition detail screen (route /petition/:id).
export { default as PetitionPage } from './petition-page';
