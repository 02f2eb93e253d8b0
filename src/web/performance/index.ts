/** What other web features use from performance: the dashboard card. */
export { ChangesCard } from './components/changes-card.tsx';
