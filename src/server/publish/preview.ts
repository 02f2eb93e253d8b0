import type { PushPreview, PushText } from '#core/api/publish';
import { AppError } from '../errors.ts';
import type { ListingRow } from '../listings/index.ts';
import type { ListingPatch, ListingsItemSubmissionResponse } from '../integrations/spapi/index.ts';
import { toAppError, toPushIssues, type PushTarget } from './amazon.ts';
import type { Pusher } from './deps.ts';
import type { PreviewBinding } from './preview-id.ts';
import { scores, storedText } from './pushed-text.ts';
import { searchTermsByteCap } from './search-terms-cap.ts';

/**
 * Search terms over the product type's byte cap are refused before Amazon sees them: Amazon would
 * ignore the whole field, which a seller cannot see from Seller Central.
 */
export async function assertSearchTermsFit(target: PushTarget, text: PushText): Promise<void> {
  if (!text.searchTerms) return;
  const bytes = Buffer.byteLength(text.searchTerms, 'utf8');
  // Below Amazon's smallest cap no schema needs to be read.
  if (bytes <= 249) return;
  const cap = await searchTermsByteCap(target);
  if (cap !== null && bytes > cap) {
    throw new AppError(
      'VALIDATION',
      `Search terms are ${bytes} bytes; Amazon accepts at most ${cap} for this product type. Remove words to push them.`,
      { issues: [{ path: 'searchTerms', message: `At most ${cap} bytes` }] },
    );
  }
}

/**
 * What a preview's id is bound to (publish/preview-id.ts): the user, the listing, where it is sent,
 * its stored text and the patch. Any change to the listing's text (a sync, another push) or to the
 * patch gives another id.
 */
export function previewBinding(user: Pusher, row: ListingRow, target: PushTarget, patch: ListingPatch): PreviewBinding {
  return [user.id, row.id, target.sku, target.marketplaceId, target.productType, storedText(row), patch.patches];
}

export async function previewPatch(
  target: PushTarget,
  patch: ListingPatch,
  row: ListingRow,
  text: PushText,
  previewId: string,
): Promise<PushPreview> {
  let res: ListingsItemSubmissionResponse;
  try {
    res = await target.client.patchListingsItem(
      target.sku,
      { productType: target.productType, patches: patch.patches },
      {
        marketplaceIds: [target.marketplaceId],
        mode: 'VALIDATION_PREVIEW',
        includedData: ['issues'],
        issueLocale: target.languageTag,
      },
    );
  } catch (error) {
    throw toAppError(error);
  }
  const valid = res.status === 'VALID';
  return {
    status: 'PREVIEW',
    verdict: valid ? 'VALID' : 'INVALID',
    issues: toPushIssues(res.issues),
    diff: patch.diff,
    ...scores(row, text),
    previewId: valid ? previewId : null,
  };
}

export function invalidError(issues: PushPreview['issues']): AppError {
  const errors = issues.filter((i) => i.severity === 'ERROR');
  const named = (errors.length > 0 ? errors : issues).map((i) => i.message);
  return new AppError('UNPROCESSABLE', `Amazon rejected the change: ${named.join(' ') || 'the attributes are invalid.'}`, {
    issues: (errors.length > 0 ? errors : issues).map((i) => ({
      path: i.field ?? i.attributeNames[0] ?? '',
      message: i.message,
    })),
  });
}
