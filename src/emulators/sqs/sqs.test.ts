import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  QueueDoesNotExist,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSqsEmulator } from './app.ts';
import { ACCOUNT_ID, QUEUE_REGION } from './queues.ts';

let app: FastifyInstance;
let base: string;
let sqs: SQSClient;
const url = (name: string) => `${base}/${ACCOUNT_ID}/${name}`;
const dlqArn = `arn:aws:sqs:${QUEUE_REGION}:${ACCOUNT_ID}:test-dlq`;

beforeAll(async () => {
  app = await buildSqsEmulator({
    controlApi: true,
    queues: [
      { name: 'test-dlq' },
      { name: 'test', visibilityTimeout: 30, redrivePolicy: { deadLetterTargetArn: dlqArn, maxReceiveCount: 2 } },
    ],
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  sqs = new SQSClient({
    endpoint: base,
    region: QUEUE_REGION,
    maxAttempts: 1,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
});
afterAll(async () => {
  sqs.destroy();
  await app.close();
});
beforeEach(async () => {
  await fetch(`${base}/__emulator/reset`, { method: 'POST' });
});

const receive = (name: string, extra: { WaitTimeSeconds?: number; VisibilityTimeout?: number } = {}) =>
  sqs.send(new ReceiveMessageCommand({ QueueUrl: url(name), MaxNumberOfMessages: 10, ...extra }));

describe('SQS stand-in through @aws-sdk/client-sqs', () => {
  it('sends, receives with the body checksum the SDK verifies, and deletes', async () => {
    const sent = await sqs.send(new SendMessageCommand({ QueueUrl: url('test'), MessageBody: '{"a":"é"}' }));
    expect(sent.MessageId).toBeTruthy();
    const got = await receive('test');
    expect(got.Messages?.map((m) => m.Body)).toEqual(['{"a":"é"}']);
    // Hidden while in flight.
    expect((await receive('test')).Messages).toBeUndefined();
    await sqs.send(new DeleteMessageCommand({ QueueUrl: url('test'), ReceiptHandle: got.Messages![0]!.ReceiptHandle }));
    const attrs = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url('test'), AttributeNames: ['All'] }));
    expect(attrs.Attributes?.ApproximateNumberOfMessages).toBe('0');
    expect(attrs.Attributes?.ApproximateNumberOfMessagesNotVisible).toBe('0');
  });

  it('a long poll answers when a message arrives, before its wait is over', async () => {
    const poll = receive('test', { WaitTimeSeconds: 20 });
    let answered = false;
    void poll.then(() => (answered = true));
    await new Promise((r) => setImmediate(r));
    expect(answered).toBe(false);
    await sqs.send(new SendMessageCommand({ QueueUrl: url('test'), MessageBody: 'late' }));
    expect((await poll).Messages?.map((m) => m.Body)).toEqual(['late']);
  });

  it('a message whose visibility ends wakes a waiting long poll; ChangeMessageVisibility(0) releases at once', async () => {
    await sqs.send(new SendMessageCommand({ QueueUrl: url('test'), MessageBody: 'retry me' }));
    const first = await receive('test', { VisibilityTimeout: 1 });
    expect(first.Messages).toHaveLength(1);
    const again = await receive('test', { WaitTimeSeconds: 20 });
    expect(again.Messages?.[0]?.Body).toBe('retry me');
    await fetch(`${base}/__emulator/reset`, { method: 'POST' });
    await sqs.send(new SendMessageCommand({ QueueUrl: url('test'), MessageBody: 'back' }));
    const held = await receive('test', { VisibilityTimeout: 600 });
    await sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: url('test'),
        ReceiptHandle: held.Messages![0]!.ReceiptHandle,
        VisibilityTimeout: 0,
      }),
    );
    expect((await receive('test')).Messages?.[0]?.Body).toBe('back');
  });

  it('after maxReceiveCount receives without a delete the message moves to the dead-letter queue', async () => {
    await sqs.send(new SendMessageCommand({ QueueUrl: url('test'), MessageBody: 'poison' }));
    for (let i = 0; i < 2; i++) {
      const got = await receive('test');
      expect(got.Messages).toHaveLength(1);
      await sqs.send(
        new ChangeMessageVisibilityCommand({
          QueueUrl: url('test'),
          ReceiptHandle: got.Messages![0]!.ReceiptHandle,
          VisibilityTimeout: 0,
        }),
      );
    }
    expect((await receive('test')).Messages).toBeUndefined();
    expect((await receive('test-dlq')).Messages?.map((m) => m.Body)).toEqual(['poison']);
  });

  it('answers errors in the SDK shape: unknown queue, bad parameter, outage', async () => {
    await expect(sqs.send(new SendMessageCommand({ QueueUrl: url('nope'), MessageBody: 'x' }))).rejects.toBeInstanceOf(
      QueueDoesNotExist,
    );
    await expect(receive('test', { WaitTimeSeconds: 21 })).rejects.toMatchObject({ name: 'InvalidParameterValue' });
    await fetch(`${base}/__emulator/outage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unavailable: true }),
    });
    await expect(receive('test')).rejects.toMatchObject({ $metadata: { httpStatusCode: 503 } });
  });

  it('control routes are 404 without controlApi', async () => {
    const closed = await buildSqsEmulator({});
    const at = await closed.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await fetch(`${at}/__emulator/queues`)).status).toBe(404);
      expect((await fetch(`${at}/__emulator/reset`, { method: 'POST' })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
