/** What other web features use from publish: the push flow and the history entry point. */
export { HistoryButton } from './components/history-dialog.tsx';
export { PushConfirmDialog } from './components/push-confirm-dialog.tsx';
export { usePushFlow, type PendingPush } from './hooks/use-push-flow.ts';
export { FILE_LISTING_HINT } from './hint.ts';
export { pushErrorMessage, updateAmazon } from './api.ts';
