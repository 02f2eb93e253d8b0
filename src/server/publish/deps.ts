import type { AmazonAccess } from './amazon.ts';
import type { VerifyJobData } from './verify-job.ts';

export type PublishDeps = AmazonAccess & {
  /** Queues the read-back that tells whether the change went live. */
  enqueueVerify: (data: VerifyJobData) => Promise<unknown>;
  now?: () => Date;
};

export type Pusher = { id: number; username: string };
