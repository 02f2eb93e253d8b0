/**
 * Whether `work` resolves within `ms` (a rejection passes through). Shutdown uses it so that one
 * stuck promise cannot hold the process for ever; the timer is cleared either way, so it keeps
 * nothing alive.
 */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
