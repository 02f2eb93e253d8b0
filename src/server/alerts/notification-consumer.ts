/**
 * Reads Amazon's notifications from the SQS queue with long polling (@aws-sdk/client-sqs), in each
 * worker process. A message is deleted only after its effect is stored (the listing's check queued
 * and its NotificationId recorded); one that fails for a passing reason stays hidden for the
 * visibility timeout and comes back; one that can never be read is released at once, so it reaches
 * the dead-letter queue after the queue's maxReceiveCount receives.
 */
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  SQSClient,
  type Message,
} from '@aws-sdk/client-sqs';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { sleep } from '../integrations/spapi/index.ts';
import { handleNotification, UnreadableNotification, type NotificationDeps } from './notifications.ts';
import * as repo from './notification-repo.ts';
import { QUEUE_DEAD_AFTER_MS } from './watch-mode.ts';

/** Seconds a received message stays hidden: a listing's check is queued well within it. */
export const VISIBILITY_TIMEOUT_S = 60;
const WAIT_S = 20;
/** A successful read is written at most this often per process (the mode needs minutes, not seconds). */
const READ_RECORD_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;
/**
 * How long a close waits for the loop's last database write. A job that holds the embedded
 * database's one connection past the close would otherwise hold the close too; the aborted loop
 * writes nothing after that.
 */
const CLOSE_WAIT_MS = 2_000;

export function sqsClientFor(n: NonNullable<Config['notifications']>): SQSClient {
  // The stand-in (or any non-AWS endpoint) checks no signature; AWS itself gets the usual credentials chain.
  const aws = !n.sqsEndpoint || new URL(n.sqsEndpoint).hostname.endsWith('.amazonaws.com');
  return new SQSClient({
    region: n.awsRegion,
    ...(n.sqsEndpoint && { endpoint: n.sqsEndpoint }),
    ...(!aws && { credentials: { accessKeyId: 'listingpilot', secretAccessKey: 'listingpilot' } }),
    maxAttempts: 2,
  });
}

export function startNotificationConsumer(app: FastifyInstance, deps: NotificationDeps): void {
  const n = app.config.notifications;
  if (!n) return;
  const sqs = sqsClientFor(n);
  const stop = new AbortController();
  // A queue never read yet has been failing since this process began reading it, not since 1970:
  // a read refused at start-up (the built-in queue before the server listens) is a retry, not an outage.
  const startedAt = app.now().getTime();
  let lastRecorded = 0;
  let failures = 0;
  let saidHourly = false;

  const handle = async (message: Message): Promise<void> => {
    const receipt = message.ReceiptHandle!;
    try {
      const outcome = await handleNotification(deps, message.Body ?? '');
      if (outcome === 'duplicate')
        app.log.info({ messageId: message.MessageId }, 'listing watch: notification seen before; deleted');
    } catch (error) {
      if (!(error instanceof UnreadableNotification)) {
        app.log.warn(
          { err: error, messageId: message.MessageId },
          'listing watch: notification not handled; it comes back after the visibility timeout',
        );
        return;
      }
      app.log.warn(
        { messageId: message.MessageId, receiveCount: message.Attributes?.ApproximateReceiveCount, reason: error.message },
        'listing watch: unreadable notification; released, the queue moves it to the dead-letter queue after its last receive',
      );
      await sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: n.queueUrl, ReceiptHandle: receipt, VisibilityTimeout: 0 }));
      return;
    }
    await sqs.send(new DeleteMessageCommand({ QueueUrl: n.queueUrl, ReceiptHandle: receipt }));
  };

  const loop = async () => {
    while (!stop.signal.aborted) {
      let messages: Message[];
      try {
        const res = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: n.queueUrl,
            MaxNumberOfMessages: 10,
            WaitTimeSeconds: WAIT_S,
            VisibilityTimeout: VISIBILITY_TIMEOUT_S,
            MessageSystemAttributeNames: ['ApproximateReceiveCount'],
          }),
          { abortSignal: stop.signal },
        );
        messages = res.Messages ?? [];
        const now = app.now();
        if (failures > 0 || now.getTime() - lastRecorded >= READ_RECORD_MS) {
          if (saidHourly) app.log.info('listing watch: the notification queue can be read again; notifications are live');
          await repo.recordRead(app.db, now);
          lastRecorded = now.getTime();
          failures = 0;
          saidHourly = false;
        }
      } catch (error) {
        if (stop.signal.aborted) return;
        failures++;
        const now = app.now();
        await repo.recordReadFailure(app.db, now, (error as Error).message).catch(() => {});
        const status = await repo.queueStatus(app.db).catch(() => undefined);
        const since = status?.lastReadAt?.getTime() ?? startedAt;
        if (!saidHourly && now.getTime() - since >= QUEUE_DEAD_AFTER_MS) {
          app.log.warn(
            { err: error },
            'listing watch: the notification queue cannot be read for 5 minutes; back to checking every hour',
          );
          saidHourly = true;
        } else if (failures === 1) app.log.warn({ err: error }, 'listing watch: the notification queue cannot be read; retrying');
        await sleep(Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(failures, 6)), stop.signal).catch(() => {});
        continue;
      }
      for (const message of messages) {
        try {
          await handle(message);
        } catch (error) {
          app.log.warn({ err: error, messageId: message.MessageId }, 'listing watch: notification not handled; it comes back');
        }
      }
    }
  };

  const running = loop();
  app.addHook('onClose', async () => {
    stop.abort();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      running.catch(() => {}),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    sqs.destroy();
  });
}
