import type { ReviewFetch } from './schemas.ts';

/** What the FAQ Generator says while Amazon's review topics are on their way (server and page alike). */
export function reviewFetchMessage(fetch: ReviewFetch): string {
  const progress =
    fetch.total === null
      ? 'the import is bringing the listings in first.'
      : `${fetch.done} of ${fetch.total} ${fetch.total === 1 ? 'product' : 'products'} so far.`;
  return `Reviews are still being fetched from Amazon: ${progress}`;
}
