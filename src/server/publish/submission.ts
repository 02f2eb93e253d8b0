import type { SubmissionStatus } from '#core/api/publish';

/**
 * Submission states of a pushed version: SENDING/UNKNOWN while its outcome is open. The push
 * (service.ts) and the read-back job (verify-job.ts) both write them, so they live apart from both.
 */
export const SUBMISSION = {
  sending: 'SENDING',
  unknown: 'UNKNOWN',
  accepted: 'ACCEPTED',
  live: 'LIVE',
  issues: 'ISSUES',
  notLive: 'NOT_LIVE',
} as const satisfies Record<string, SubmissionStatus>;
