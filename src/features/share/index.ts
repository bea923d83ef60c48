export { SharePage } from './share-page';
