/** Optimize → Keywords: the table, the Search coverage figure and keyword uploads, for the Optimize page to place. */
export { KeywordsPanel } from './components/keywords-panel.tsx';
