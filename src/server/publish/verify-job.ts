import type { SubmissionStatus } from '#core/api/publish';
import { sameListingText } from '#core/listings/content';
import type { Db } from '../db/index.ts';
import type { AmazonIssueRow } from '../db/schema/index.ts';
import { type Issue, readListingText, sleep } from '../integrations/spapi/index.ts';
import type { JobContext } from '../jobs/index.ts';
import { findListingForUser, recordSubmissionStatus } from '../listings/index.ts';
import { getPushTarget, type AmazonAccess } from './amazon.ts';
import * as repo from './repo.ts';
import { SUBMISSION } from './submission.ts';

export type VerifyJobData = { userId: number; listingId: number; versionId: number; submissionId: string };

/**
 * Amazon processes an accepted patch asynchronously (ACCEPTED only means queued): the read-back waits a little
 * first. Amazon time, so it shrinks with the emulator's speed factor like every other wait.
 */
const VERIFY_DELAY_MS = 5_000;

export type VerifyDeps = AmazonAccess & { speedFactor: number };

/**
 * Reads the listing back (attributes + issues) and records on the pushed version and the listing
 * whether the change is LIVE or Amazon reported new ISSUES (kept in amazonIssues). Not applied yet:
 * throws, so pg-boss retries with back-off; after the last try the push is marked NOT_LIVE.
 */
export async function runVerifyJob(deps: VerifyDeps, data: VerifyJobData, ctx: JobContext): Promise<void> {
  await sleep(Math.max(20, VERIFY_DELAY_MS / deps.speedFactor), ctx.signal);
  const row = await findListingForUser(deps.db, data.userId, data.listingId);
  const version = row ? await repo.findVersion(deps.db, row.id, data.versionId) : undefined;
  // Archived meanwhile (another seller account connected): this connection cannot read its push back.
  if (!row || !version || row.archivedAt) return;
  const target = await getPushTarget(deps, data.userId, row, ctx.signal);
  const item = await target.client.getListingsItem(target.sku, {
    marketplaceIds: [target.marketplaceId],
    includedData: ['attributes', 'issues'],
    issueLocale: target.languageTag,
  });
  const atAmazon = item && readListingText(item.attributes, target.marketplaceId);
  // A version's searchTerms null: it did not record them, so they are not part of what it changed;
  // Amazon holding none reads as empty, the text of a push that cleared them.
  const live = atAmazon !== undefined && sameListingText({ ...atAmazon, searchTerms: atAmazon.searchTerms ?? '' }, version);

  const issues = (item?.issues ?? [])
    .filter((i) => !i.marketplaceIds || i.marketplaceIds.includes(target.marketplaceId))
    .map(toIssueRow);
  const known = new Set(row.amazonIssues.map(issueKey));
  const fresh = issues.filter((i) => !known.has(issueKey(i)));
  if (!live && fresh.length === 0) {
    if (ctx.retryCount < ctx.retryLimit) throw new Error(`push ${data.submissionId} not visible at Amazon yet`);
    await record(deps.db, data, row.submissionId, SUBMISSION.notLive);
    return;
  }
  const status = fresh.length > 0 ? SUBMISSION.issues : SUBMISSION.live;
  await record(deps.db, data, row.submissionId, status, fresh.length > 0 ? issues : undefined);
}

async function record(
  db: Db,
  data: VerifyJobData,
  currentSubmissionId: string | null,
  status: SubmissionStatus,
  amazonIssues?: AmazonIssueRow[],
): Promise<void> {
  await repo.recordPushStatus(db, data.versionId, { submissionStatus: status });
  // A newer push owns the listing's status; this older one only updates its own version.
  if (currentSubmissionId !== data.submissionId) return;
  await recordSubmissionStatus(db, data.listingId, status, amazonIssues);
}

function toIssueRow(issue: Issue): AmazonIssueRow {
  return {
    code: issue.code,
    message: issue.message,
    severity: issue.severity,
    ...(issue.attributeNames?.length ? { attributeNames: issue.attributeNames } : {}),
  };
}

function issueKey(i: { code: string; message: string }): string {
  return `${i.code}\u0000${i.message}`;
}
