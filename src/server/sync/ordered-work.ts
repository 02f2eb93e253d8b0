/**
 * Runs up to `limit` pieces of work at once and acknowledges them in the order they were pushed:
 * `onAcknowledged` runs for a piece only once it and every piece before it are done, so a checkpoint
 * saved there never claims work that a crash could still lose. The first failure aborts `stop`
 * (the pieces share its signal) and is thrown by the next push or by drain.
 */
export type OrderedWork<M> = {
  push(meta: M, work: () => Promise<void>): Promise<void>;
  /** Waits for every piece and its acknowledgement; throws the first failure. */
  drain(): Promise<void>;
};

export function orderedWork<M>(opts: {
  limit: number;
  stop: AbortController;
  onAcknowledged: (meta: M) => Promise<void>;
}): OrderedWork<M> {
  const pending: { meta: M; done: boolean }[] = [];
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  let acknowledging = Promise.resolve();

  const fail = (error: unknown) => {
    failure ??= { error };
    opts.stop.abort(error);
  };
  // One acknowledgement at a time, in push order: a slow one never lets a later one overtake it.
  const acknowledge = () => {
    acknowledging = acknowledging.then(async () => {
      while (pending[0]?.done && !failure) await opts.onAcknowledged(pending.shift()!.meta);
    });
    return acknowledging;
  };

  return {
    async push(meta, work) {
      while (running.size >= opts.limit && !failure) await Promise.race(running);
      if (failure) throw failure.error;
      const entry = { meta, done: false };
      pending.push(entry);
      const task: Promise<void> = work()
        .then(() => {
          entry.done = true;
          return acknowledge();
        })
        .catch(fail)
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
      await acknowledging.catch(fail);
      if (failure) throw failure.error;
    },
  };
}
