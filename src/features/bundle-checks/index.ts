// What other parts may import from the bundle-checks feature (issue 14 item 9, decision 026).
export { BundleChecksCard } from './components/bundle-checks-card';
export { PersonalStatementWordCount } from './components/personal-statement-word-count';
