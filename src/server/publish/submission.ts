import type { SubmissionStatus } from '#core/api/publish';

/**
 * Submission states of a pushed version: SENDING/UNKNOWN while its outcome is open. The push
 * (confirm.ts) and the read-back job (verify-job.ts) both write them, so they live apart from both.
 */
export const SUBMISSION = {
  sending: 'SENDING',
  unknown: 'UNKNOWN',
  accepted: 'ACCEPTED',
  live: 'LIVE',
  issues: 'ISSUES',
  notLive: 'NOT_LIVE',
} as const satisfies Record<string, SubmissionStatus>;

/** Open states: the push's outcome is not known yet. */
export const OPEN_STATES: ReadonlySet<SubmissionStatus> = new Set([SUBMISSION.sending, SUBMISSION.unknown]);

export const IN_PROGRESS_MESSAGE = 'This change is already being sent to Amazon. Wait a moment and try again.';
