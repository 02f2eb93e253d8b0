import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work in slices of about `budgetMs` each, so that no request holds the event loop over 100 ms
 * (docs/file-import.md#large-files). `pause()` is cheap to call after every item: it lets a turn of the event
 * loop go by only once the budget is spent. A time budget, not a count of items, because an item's
 * cost varies a hundredfold (a listing's score, a 10,000-keyword coverage) and the machine's speed
 * with its load.
 */
export function workSlices(budgetMs = sliceBudget.ms): { pause: () => Promise<void> } {
  let started = performance.now();
  return {
    async pause() {
      if (performance.now() - started < budgetMs) return;
      await nextTurn();
      started = performance.now();
    },
  };
}

/**
 * 15 ms leaves room for a slow machine, and for the statement or serialisation that follows a slice.
 * A test sets 0 to make every pause a turn of the event loop, so what it checks of the order does
 * not depend on the machine's speed.
 */
export const sliceBudget = { ms: 15 };
