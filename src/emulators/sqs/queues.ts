/**
 * The queues of the SQS stand-in, in memory: visibility timeouts, long polling and the redrive
 * policy, as Amazon SQS documents them. A waiting ReceiveMessage is woken by the event that makes a
 * message visible (a send, a visibility timeout running out), never by polling.
 */
import { createHash, randomUUID } from 'node:crypto';

export type RedrivePolicy = { deadLetterTargetArn: string; maxReceiveCount: number };

export type QueueConfig = {
  name: string;
  /** Seconds a received message stays hidden (SQS default 30). */
  visibilityTimeout?: number;
  redrivePolicy?: RedrivePolicy;
};

export type StoredMessage = {
  messageId: string;
  body: string;
  md5OfBody: string;
  sentAt: number;
  receiveCount: number;
  firstReceivedAt?: number;
  visibleAt: number;
  receiptHandle?: string;
};

export type ReceivedMessage = {
  MessageId: string;
  ReceiptHandle: string;
  MD5OfBody: string;
  Body: string;
  Attributes?: Record<string, string>;
};

type Waiter = { wake: () => void };

export class SqsError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const ACCOUNT_ID = '000000000000';
export const QUEUE_REGION = 'us-east-1';

export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

export class Queue {
  readonly arn: string;
  readonly messages: StoredMessage[] = [];
  visibilityTimeout: number;
  redrivePolicy?: RedrivePolicy;
  private waiters = new Set<Waiter>();
  private timer?: NodeJS.Timeout;

  constructor(
    readonly name: string,
    config: QueueConfig,
    private readonly store: QueueStore,
  ) {
    this.arn = `arn:aws:sqs:${QUEUE_REGION}:${ACCOUNT_ID}:${name}`;
    this.visibilityTimeout = config.visibilityTimeout ?? 30;
    this.redrivePolicy = config.redrivePolicy;
  }

  send(body: string): StoredMessage {
    const message: StoredMessage = {
      messageId: randomUUID(),
      body,
      md5OfBody: md5(body),
      sentAt: this.store.now(),
      receiveCount: 0,
      visibleAt: 0,
    };
    this.messages.push(message);
    this.wakeAll();
    return message;
  }

  /** Visible messages now, up to `max`; each becomes hidden for `visibility` seconds. */
  private take(max: number, visibility: number): ReceivedMessage[] {
    const out: ReceivedMessage[] = [];
    const now = this.store.now();
    for (const message of [...this.messages]) {
      if (out.length >= max) break;
      if (message.visibleAt > now) continue;
      // Received maxReceiveCount times and back again: it goes to the dead-letter queue instead.
      if (this.redrivePolicy && message.receiveCount >= this.redrivePolicy.maxReceiveCount) {
        const dlq = this.store.byArn(this.redrivePolicy.deadLetterTargetArn);
        if (dlq) {
          this.remove(message);
          dlq.adopt(message);
          continue;
        }
      }
      message.receiveCount++;
      message.firstReceivedAt ??= now;
      message.visibleAt = now + visibility * 1000;
      message.receiptHandle = `${message.messageId}#${randomUUID()}`;
      out.push({
        MessageId: message.messageId,
        ReceiptHandle: message.receiptHandle,
        MD5OfBody: message.md5OfBody,
        Body: message.body,
        Attributes: {
          ApproximateReceiveCount: String(message.receiveCount),
          SentTimestamp: String(message.sentAt),
          ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt),
        },
      });
    }
    this.armTimer();
    return out;
  }

  /** Long polling: answers as soon as a message is visible, or empty after `waitSeconds`. */
  async receive(max: number, waitSeconds: number, visibility: number, signal?: AbortSignal): Promise<ReceivedMessage[]> {
    const first = this.take(max, visibility);
    if (first.length > 0 || waitSeconds <= 0) return first;
    const deadline = Date.now() + waitSeconds * 1000;
    while (Date.now() < deadline && !signal?.aborted) {
      await new Promise<void>((resolve) => {
        const waiter: Waiter = {
          wake: () => {
            clearTimeout(timeout);
            signal?.removeEventListener('abort', waiter.wake);
            this.waiters.delete(waiter);
            resolve();
          },
        };
        const timeout = setTimeout(waiter.wake, Math.max(0, deadline - Date.now()));
        signal?.addEventListener('abort', waiter.wake);
        this.waiters.add(waiter);
        this.armTimer();
      });
      const got = this.take(max, visibility);
      if (got.length > 0) return got;
    }
    return [];
  }

  delete(receiptHandle: string): void {
    const message = this.messages.find((m) => m.receiptHandle === receiptHandle);
    // SQS accepts a stale handle of a message already gone; only a malformed one is an error.
    if (!receiptHandle.includes('#')) throw new SqsError('ReceiptHandleIsInvalid', 'The input receipt handle is invalid.');
    if (message) this.remove(message);
  }

  changeVisibility(receiptHandle: string, seconds: number): void {
    if (!Number.isInteger(seconds) || seconds < 0 || seconds > 43_200)
      throw new SqsError(
        'InvalidParameterValue',
        'Value for parameter VisibilityTimeout is invalid. Reason: Must be between 0 and 43200.',
      );
    const message = this.messages.find((m) => m.receiptHandle === receiptHandle);
    if (!message || message.visibleAt <= this.store.now())
      throw new SqsError('MessageNotInflight', 'The message referred to is not in flight.');
    message.visibleAt = this.store.now() + seconds * 1000;
    if (seconds === 0) this.wakeAll();
    this.armTimer();
  }

  purge(): void {
    this.messages.length = 0;
  }

  adopt(message: StoredMessage): void {
    message.visibleAt = 0;
    message.receiveCount = 0;
    delete message.receiptHandle;
    this.messages.push(message);
    this.wakeAll();
  }

  counts(): { visible: number; inFlight: number } {
    const now = this.store.now();
    const inFlight = this.messages.filter((m) => m.visibleAt > now).length;
    return { visible: this.messages.length - inFlight, inFlight };
  }

  close(): void {
    clearTimeout(this.timer);
    this.wakeAll();
  }

  private remove(message: StoredMessage): void {
    const i = this.messages.indexOf(message);
    if (i >= 0) this.messages.splice(i, 1);
  }

  private wakeAll(): void {
    for (const waiter of [...this.waiters]) waiter.wake();
  }

  /** With receivers waiting, wakes them when the next hidden message becomes visible again. */
  private armTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiters.size === 0) return;
    const now = this.store.now();
    const next = Math.min(...this.messages.map((m) => m.visibleAt).filter((t) => t > now));
    if (!Number.isFinite(next)) return;
    this.timer = setTimeout(() => this.wakeAll(), next - now);
    this.timer.unref();
  }
}

export class QueueStore {
  private queues = new Map<string, Queue>();
  /** Tests make the service unreachable (every call answers 503) to play a dead queue. */
  unavailable = false;

  constructor(readonly now: () => number = Date.now) {}

  create(config: QueueConfig): Queue {
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(config.name))
      throw new SqsError(
        'InvalidParameterValue',
        'Can only include alphanumeric characters, hyphens, or underscores. 1 to 80 in length',
      );
    const existing = this.queues.get(config.name);
    if (existing) return existing;
    const queue = new Queue(config.name, config, this);
    this.queues.set(config.name, queue);
    return queue;
  }

  get(name: string): Queue | undefined {
    return this.queues.get(name);
  }

  byArn(arn: string): Queue | undefined {
    return [...this.queues.values()].find((q) => q.arn === arn);
  }

  all(): Queue[] {
    return [...this.queues.values()];
  }

  reset(): void {
    for (const queue of this.queues.values()) queue.purge();
    this.unavailable = false;
  }

  close(): void {
    for (const queue of this.queues.values()) queue.close();
  }
}
