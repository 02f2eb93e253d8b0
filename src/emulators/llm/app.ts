import Fastify, { type FastifyInstance } from 'fastify';
import { goodAplus, violatingAplus } from './aplus.ts';
import { goodFaqs, violatingFaqs } from './faqs.ts';
import { goodRewrite, parseListing, violatingRewrite, type Rewrite } from './rewrite.ts';

/**
 * A local OpenAI-compatible chat completions server for tests and demos (the LLM provider path without a key or network). Tests pick
 * how it behaves with POST /__llm/scenario:
 * - good: a compliant answer derived from the prompt: a listing rewrite, FAQs from the reviews in
 *   the prompt ("FAQ REQUEST") or A+ modules from its listing ("A+ CONTENT REQUEST");
 * - violations: the first answer breaks rules (the repair prompt then gets a good answer, unless
 *   `repair: 'violations'`);
 * - timeout: never answers (the client's timeout must fire);
 * - malformed: answers text that is not the JSON asked for.
 */
export type LlmMode = 'good' | 'violations' | 'timeout' | 'malformed';
export type LlmScenario = { mode: LlmMode; repair?: 'good' | 'violations' };
type Call = { model: string; temperature: number | null; responseFormat: unknown; tools: unknown; system: string; user: string };
export type ChatBody = {
  model?: string;
  temperature?: number;
  messages?: { role: string; content: unknown }[];
  response_format?: { type: string };
  tools?: { type: string; function: { name: string } }[];
};

/**
 * `controlApi` serves /__llm/* and /__reset, which read every prompt sent and change every answer:
 * off unless a test asks for it, as with the other emulators.
 */
export function buildLlmEmulator(options: { logger?: boolean; controlApi?: boolean } = {}): FastifyInstance {
  // forceCloseConnections: a hanging "timeout" answer must not keep close() waiting.
  const app = Fastify({ logger: options.logger ?? false, forceCloseConnections: true, bodyLimit: 5_000_000 });
  let scenario: LlmScenario = { mode: 'good' };
  let calls: Call[] = [];

  if (options.controlApi) {
    app.post('/__llm/scenario', async (request) => {
      const body = (request.body ?? {}) as Partial<LlmScenario>;
      scenario = { mode: body.mode ?? 'good', ...(body.repair ? { repair: body.repair } : {}) };
      return scenario;
    });
    app.post('/__reset', async () => {
      scenario = { mode: 'good' };
      calls = [];
      return { ok: true };
    });
    app.get('/__llm/calls', async () => calls);
  }

  app.post('/v1/chat/completions', async (request, reply) => {
    const body = (request.body ?? {}) as ChatBody;
    const text = (role: string) =>
      (body.messages ?? [])
        .filter((m) => m.role === role)
        .map((m) => contentText(m.content))
        .join('\n');
    const call: Call = {
      model: body.model ?? '',
      temperature: body.temperature ?? null,
      responseFormat: body.response_format ?? null,
      tools: body.tools ?? null,
      system: text('system'),
      user: text('user'),
    };
    calls.push(call);
    const isRepair = call.user.includes('YOUR PREVIOUS REWRITE') || call.user.includes('YOUR PREVIOUS ANSWER');
    const mode = isRepair && scenario.mode === 'violations' ? (scenario.repair ?? 'good') : scenario.mode;
    if (mode === 'timeout') {
      await new Promise<void>((resolve) => request.raw.socket.once('close', () => resolve()));
      return reply.hijack();
    }
    if (mode === 'malformed') return completion(body, '{"title": "Unfinished answer", "bullets": [');
    return completion(body, JSON.stringify(answer(call.user, mode === 'violations')));
  });
  return app;
}

/** The job is read from the prompt's first line, as the app writes it. */
function answer(user: string, violate: boolean): object {
  if (user.startsWith('FAQ REQUEST')) return { faqs: violate ? violatingFaqs(user) : goodFaqs(user) };
  if (user.startsWith('A+ CONTENT REQUEST')) return { modules: violate ? violatingAplus(user) : goodAplus(user) };
  const listing = parseListing(user);
  return violate ? violatingRewrite(listing) : goodRewrite(listing);
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p: { text?: string }) => p.text ?? '').join('\n');
  return '';
}

/** The OpenAI answer shape; with tools (JSON-tool mode) the object comes back as a tool call. */
export function completion(body: ChatBody, content: string): Record<string, unknown> {
  const tool = body.tools?.[0]?.function.name;
  const message = tool
    ? {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: tool, arguments: content } }],
      }
    : { role: 'assistant', content };
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'emulated',
    choices: [{ index: 0, message, finish_reason: tool ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
  };
}

export type { Rewrite };
