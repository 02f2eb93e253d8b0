/** What other web features and the shell use from the Amazon connection: its buttons, cards and the sync. */
export { CONNECT_AMAZON_BUTTON_ID, ConnectAmazonButton } from './components/connect-amazon-button.tsx';
export { ConnectionCard } from './components/connection-card.tsx';
export { SellerSwitchDialog } from './components/seller-switch-dialog.tsx';
export { SyncButton } from './components/sync-button.tsx';
export { useListingsSync, type ListingsSync } from './api.ts';
