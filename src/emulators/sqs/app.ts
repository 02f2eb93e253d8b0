/**
 * An SQS-compatible stand-in speaking the SQS JSON protocol (AWS JSON 1.0, `X-Amz-Target:
 * AmazonSQS.<Action>`), so @aws-sdk/client-sqs reaches it through its `endpoint` setting exactly as it
 * reaches Amazon SQS. Signatures are not checked: the stand-in holds nothing worth protecting.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ACCOUNT_ID, md5, QueueStore, SqsError, type Queue, type QueueConfig } from './queues.ts';

export type SqsEmulatorOptions = {
  /** Base URL the stand-in answers at: queue URLs are `<publicUrl>/<account>/<name>`; default: the request's own origin and prefix. */
  publicUrl?: string;
  /** Queues that exist from the start (a dead-letter queue before the queue that names it). */
  queues?: QueueConfig[];
  /** Serve /__emulator/* (queue counts, reset, outage); 404 otherwise. */
  controlApi?: boolean;
  store?: QueueStore;
};

const MAX_WAIT_SECONDS = 20;
const JSON_TYPE = 'application/x-amz-json-1.0';

type Input = Record<string, unknown>;

const queueUrl = (publicUrl: string, queue: Queue) => `${publicUrl.replace(/\/+$/, '')}/${ACCOUNT_ID}/${queue.name}`;

function int(input: Input, name: string, fallback: number, min: number, max: number): number {
  const value = input[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new SqsError(
      'InvalidParameterValue',
      `Value ${String(value)} for parameter ${name} is invalid. Must be between ${min} and ${max}.`,
    );
  return value;
}

function text(input: Input, name: string): string {
  const value = input[name];
  if (typeof value !== 'string' || value === '')
    throw new SqsError('MissingParameter', `The request must contain the parameter ${name}.`);
  return value;
}

function queueOf(store: QueueStore, input: Input): Queue {
  const url = text(input, 'QueueUrl');
  const name = url.split('/').filter(Boolean).at(-1) ?? '';
  const queue = store.get(name);
  if (!queue) throw new SqsError('QueueDoesNotExist', 'The specified queue does not exist.');
  return queue;
}

function attributesOf(queue: Queue): Record<string, string> {
  const { visible, inFlight } = queue.counts();
  return {
    QueueArn: queue.arn,
    VisibilityTimeout: String(queue.visibilityTimeout),
    ApproximateNumberOfMessages: String(visible),
    ApproximateNumberOfMessagesNotVisible: String(inFlight),
    ...(queue.redrivePolicy && { RedrivePolicy: JSON.stringify(queue.redrivePolicy) }),
  };
}

function createFrom(store: QueueStore, input: Input): Queue {
  const attributes = (input['Attributes'] ?? {}) as Record<string, string>;
  const redrive = attributes['RedrivePolicy']
    ? (JSON.parse(attributes['RedrivePolicy']) as QueueConfig['redrivePolicy'])
    : undefined;
  return store.create({
    name: text(input, 'QueueName'),
    ...(attributes['VisibilityTimeout'] && { visibilityTimeout: Number(attributes['VisibilityTimeout']) }),
    ...(redrive && { redrivePolicy: { ...redrive, maxReceiveCount: Number(redrive.maxReceiveCount) } }),
  });
}

type Action = (store: QueueStore, input: Input, publicUrl: string, signal: AbortSignal) => Promise<unknown> | unknown;

const ACTIONS: Record<string, Action> = {
  CreateQueue: (store, input, publicUrl) => ({ QueueUrl: queueUrl(publicUrl, createFrom(store, input)) }),
  GetQueueUrl: (store, input, publicUrl) => {
    const queue = store.get(text(input, 'QueueName'));
    if (!queue) throw new SqsError('QueueDoesNotExist', 'The specified queue does not exist.');
    return { QueueUrl: queueUrl(publicUrl, queue) };
  },
  GetQueueAttributes: (store, input) => ({ Attributes: attributesOf(queueOf(store, input)) }),
  SendMessage: (store, input) => {
    const queue = queueOf(store, input);
    const body = text(input, 'MessageBody');
    if (Buffer.byteLength(body) > 262_144)
      throw new SqsError(
        'InvalidParameterValue',
        'One or more parameters are invalid. Reason: Message must be shorter than 262144 bytes.',
      );
    const message = queue.send(body);
    return { MessageId: message.messageId, MD5OfMessageBody: md5(body) };
  },
  ReceiveMessage: async (store, input, _publicUrl, signal) => {
    const queue = queueOf(store, input);
    const max = int(input, 'MaxNumberOfMessages', 1, 1, 10);
    const wait = int(input, 'WaitTimeSeconds', 0, 0, MAX_WAIT_SECONDS);
    const visibility = int(input, 'VisibilityTimeout', queue.visibilityTimeout, 0, 43_200);
    const messages = await queue.receive(max, wait, visibility, signal);
    return messages.length > 0 ? { Messages: messages } : {};
  },
  DeleteMessage: (store, input) => {
    queueOf(store, input).delete(text(input, 'ReceiptHandle'));
    return {};
  },
  ChangeMessageVisibility: (store, input) => {
    queueOf(store, input).changeVisibility(text(input, 'ReceiptHandle'), int(input, 'VisibilityTimeout', -1, 0, 43_200));
    return {};
  },
  PurgeQueue: (store, input) => {
    queueOf(store, input).purge();
    return {};
  },
};

function sendError(reply: FastifyReply, error: SqsError): FastifyReply {
  return reply
    .code(error.status)
    .header('content-type', JSON_TYPE)
    .send(JSON.stringify({ __type: `com.amazonaws.sqs#${error.code}`, message: error.message }));
}

/** Fastify plugin (encapsulated: its parser stays off the parent server). */
export async function sqsEmulatorPlugin(app: FastifyInstance, opts: SqsEmulatorOptions): Promise<QueueStore> {
  const store = opts.store ?? new QueueStore();
  for (const config of opts.queues ?? []) store.create(config);
  app.addHook('onClose', async () => store.close());
  app.addContentTypeParser(JSON_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, String(body).trim() === '' ? {} : (JSON.parse(String(body)) as unknown));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const target = String(request.headers['x-amz-target'] ?? '');
    const action = target.startsWith('AmazonSQS.') ? ACTIONS[target.slice('AmazonSQS.'.length)] : undefined;
    if (store.unavailable) return sendError(reply, new SqsError('ServiceUnavailable', 'Service is unavailable.', 503));
    if (!action)
      return sendError(reply, new SqsError('InvalidAction', `The action ${target || '(none)'} is not valid for this endpoint.`));
    const input = (request.body && typeof request.body === 'object' ? request.body : {}) as Input;
    // A long poll ends when its client goes away, so a closed consumer leaves no receiver behind.
    const aborted = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) aborted.abort();
    });
    const base = opts.publicUrl ?? `${request.protocol}://${request.headers.host ?? 'localhost'}${app.prefix}`;
    try {
      const output = await action(store, input, base, aborted.signal);
      return reply.header('content-type', JSON_TYPE).send(JSON.stringify(output));
    } catch (error) {
      if (error instanceof SqsError) return sendError(reply, error);
      if (error instanceof SyntaxError) return sendError(reply, new SqsError('InvalidParameterValue', error.message));
      throw error;
    }
  };
  app.post('/', handle);
  app.post(`/${ACCOUNT_ID}/:name`, handle);
  // Unknown paths (the control routes when they are off included) answer here, not in the web app.
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, new SqsError('NotFound', `No such resource: ${request.method} ${request.url}.`, 404)),
  );

  if (opts.controlApi) {
    app.get('/__emulator/queues', async (request) => {
      const base = opts.publicUrl ?? `${request.protocol}://${request.headers.host ?? 'localhost'}${app.prefix}`;
      return store.all().map((q) => ({ name: q.name, arn: q.arn, url: queueUrl(base, q), ...q.counts() }));
    });
    app.get<{ Params: { name: string } }>('/__emulator/queues/:name/messages', async (request, reply) => {
      const queue = store.get(request.params.name);
      if (!queue) return reply.code(404).send({ message: 'No such queue.' });
      return queue.messages.map((m) => ({ messageId: m.messageId, body: m.body, receiveCount: m.receiveCount }));
    });
    app.post('/__emulator/reset', async () => {
      store.reset();
      return { ok: true };
    });
    app.post<{ Body: { unavailable?: unknown } }>('/__emulator/outage', async (request, reply) => {
      if (typeof request.body?.unavailable !== 'boolean')
        return reply.code(400).send({ message: 'Send {"unavailable": true} or {"unavailable": false}.' });
      store.unavailable = request.body.unavailable;
      return { unavailable: store.unavailable };
    });
  }
  return store;
}

/** Standalone stand-in (tests: `listen({ port: 0, host: '127.0.0.1' })`). */
export async function buildSqsEmulator(opts: SqsEmulatorOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(async (scope) => void (await sqsEmulatorPlugin(scope, opts)));
  return app;
}
