export { RecommendPage } from './recommend-page';
