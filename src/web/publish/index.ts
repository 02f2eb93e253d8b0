/** What other web features use from publish: the push flow and the history entry point. */
export { HistoryButton } from './components/history-dialog.tsx';
export { PushConfirmDialog } from './components/push-confirm-dialog.tsx';
export { usePushFlow, type OnPushed, type PendingPush } from './hooks/use-push-flow.ts';
export { FILE_LISTING_HINT } from './hint.ts';
export { applyPushed, pushErrorMessage, updateAmazon, versionsQueryOptions, type PushText } from './api.ts';
