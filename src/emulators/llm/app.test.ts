import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLlmEmulator } from './app.ts';

const app = buildLlmEmulator({ controlApi: true });
beforeAll(() => app.ready());
afterAll(() => app.close());

const prompt = [
  'LISTING TO REWRITE',
  'Brand: Acme',
  'Product type: (unknown)',
  'Title: acme garden hose!!',
  'Bullets:',
  '1. Kink free.',
  '2. Brass fittings',
  'Description: A hose.',
].join('\n');
const chat = (extra: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/v1/chat/completions',
    payload: {
      model: 'm',
      messages: [
        { role: 'system', content: 'rules' },
        { role: 'user', content: prompt },
      ],
      ...extra,
    },
  });

describe('LLM emulator', () => {
  it('answers a chat completion with a JSON rewrite derived from the prompt', async () => {
    await app.inject({ method: 'POST', url: '/__reset' });
    const res = await chat({ response_format: { type: 'json_schema', json_schema: { name: 'x', schema: {} } } });
    const body = res.json();
    expect(body.object).toBe('chat.completion');
    const rewrite = JSON.parse(body.choices[0].message.content);
    expect(rewrite.title).toBe('acme garden hose');
    expect(rewrite.bullets).toEqual(['Key Feature: Kink free', 'Key Feature: Brass fittings']);
  });

  it('answers with a tool call when the request uses JSON tool mode', async () => {
    const res = await chat({
      tools: [{ type: 'function', function: { name: 'json', parameters: {} } }],
      tool_choice: { type: 'function', function: { name: 'json' } },
    });
    expect(res.json().choices[0].message.tool_calls[0].function.name).toBe('json');
  });

  it('breaks rules on purpose, then repairs, in the violations scenario', async () => {
    await app.inject({ method: 'POST', url: '/__llm/scenario', payload: { mode: 'violations' } });
    const first = JSON.parse((await chat()).json().choices[0].message.content);
    expect(first.title).toMatch(/^Best Seller!! .*5000mAh$/);
    const repair = await app.inject({
      method: 'POST',
      url: '/v1/chat/completions',
      payload: { messages: [{ role: 'user', content: `${prompt}\n\nYOUR PREVIOUS REWRITE\n{}` }] },
    });
    expect(JSON.parse(repair.json().choices[0].message.content).title).not.toContain('5000mAh');
  });

  it('returns text that is not JSON in the malformed scenario', async () => {
    await app.inject({ method: 'POST', url: '/__llm/scenario', payload: { mode: 'malformed' } });
    const content: string = (await chat()).json().choices[0].message.content;
    expect(() => JSON.parse(content)).toThrow();
  });
});
