/**
 * The one import state that the top bar, the connection card and each region's badge show, so they
 * never contradict each other (a card saying "Importing 24", "Syncing 100%" and "Last synced: Never"
 * at once). A run under way before the first sync ended is the first import.
 */
export type ImportRun = { status: 'queued' | 'running' | 'done' | 'failed'; done: number; total: number } | null | undefined;

export type ImportState = 'first' | 'syncing' | 'failed' | 'idle';

export function importState(run: ImportRun, lastSynced: string | null): ImportState {
  if (run?.status === 'queued' || run?.status === 'running') return lastSynced ? 'syncing' : 'first';
  if (run?.status === 'failed') return 'failed';
  return 'idle';
}

export const FIRST_IMPORT_TEXT = 'First import under way';

/** How many listings are in, against the total Amazon has reported so far (null before the first). */
function listingsIn(run: NonNullable<ImportRun>): string | null {
  if (run.done === 0 && run.total === 0) return null;
  const n = (v: number) => v.toLocaleString('en-US');
  return run.total > run.done ? `${n(run.done)} of ${n(run.total)}` : `${n(run.done)} in`;
}

/**
 * The words for the state, the same wherever it shows; null when idle, where each place keeps its
 * resting text (the top bar's marketplaces, the badge's Connected, the card's last sync). Without
 * `progress`, the state alone (a badge, the Last synced row).
 */
export function importStateText(run: ImportRun, lastSynced: string | null, opts: { progress?: boolean } = {}): string | null {
  const state = importState(run, lastSynced);
  if (state === 'idle') return null;
  if (state === 'failed') return 'Sync failed';
  const head = state === 'first' ? FIRST_IMPORT_TEXT : 'Syncing';
  const progress = opts.progress === false || !run ? null : listingsIn(run);
  return progress ? `${head} · ${progress}` : state === 'first' ? head : `${head}...`;
}
