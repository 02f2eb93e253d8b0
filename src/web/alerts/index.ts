/** What other web features use from alerts: the top bar count, the row badge, the listing's history, the mail settings. */
export { AlertsCountLink } from './components/alerts-count-link.tsx';
export { ListingAlertBadge } from './components/listing-alert-badge.tsx';
export { ListingAlertHistory } from './components/listing-alert-history.tsx';
export { AlertMailSettings } from './components/alert-mail-settings.tsx';
