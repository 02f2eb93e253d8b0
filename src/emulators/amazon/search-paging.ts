/** Offset paging as Amazon's searchListingsItems and searchCatalogItems do it. */
import { hashString } from '#core/prng';
import { invalidInput } from './errors.ts';
import { queryString, type OperationContext } from './operation.ts';

export type SearchPage = {
  /** The page is results[offset, end). */
  offset: number;
  end: number;
  pagination?: { nextToken?: string; previousToken?: string };
};

function encodeToken(offset: number, filterHash: number): string {
  return Buffer.from(JSON.stringify({ o: offset, f: filterHash })).toString('base64url');
}

function decodeToken(token: string, filterHash: number): number | undefined {
  try {
    const t = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { o?: unknown; f?: unknown };
    return typeof t.o === 'number' && t.f === filterHash ? t.o : undefined;
  } catch {
    return undefined;
  }
}

/** The request's page size (default 10), or a 400 body; the model already caps it at 20. */
export function pageSizeOf(ctx: OperationContext): number | { error: unknown } {
  const pageSize = (ctx.query['pageSize'] as number | undefined) ?? 10;
  return pageSize < 1 ? { error: invalidInput('pageSize must be between 1 and 20.') } : pageSize;
}

/**
 * The page the request asks for out of `total` results, of which Amazon lets a search reach `cap`.
 * A token binds to the query's filters, so a token from another query is refused (400) rather than
 * misapplied.
 */
export function searchPage(ctx: OperationContext, pageSize: number, total: number, cap: number): SearchPage | { error: unknown } {
  const filterHash = hashString(JSON.stringify({ ...ctx.query, pageToken: undefined, pageSize: undefined }));
  const token = queryString(ctx, 'pageToken');
  let offset = 0;
  if (token !== undefined) {
    const decoded = decodeToken(token, filterHash);
    if (decoded === undefined) return { error: invalidInput('Invalid pageToken.') };
    offset = decoded;
  }
  const reachable = Math.min(total, cap);
  const end = Math.min(offset + pageSize, reachable);
  const pagination = {
    ...(end < reachable ? { nextToken: encodeToken(end, filterHash) } : {}),
    ...(offset > 0 ? { previousToken: encodeToken(Math.max(0, offset - pageSize), filterHash) } : {}),
  };
  return { offset, end, ...(Object.keys(pagination).length > 0 ? { pagination } : {}) };
}
