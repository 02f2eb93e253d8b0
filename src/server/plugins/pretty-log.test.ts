import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatLogLine, prettyLogStream } from './pretty-log.ts';

const at = new Date(2026, 10, 27, 9, 5, 7).getTime();

describe('formatLogLine', () => {
  it('shows time, level and message, the request in short and the other fields as key=value', () => {
    expect(formatLogLine(JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', msg: 'Server listening' }))).toBe(
      '09:05:07 INFO  Server listening',
    );
    const done = JSON.stringify({
      level: 30,
      time: at,
      reqId: 'r1',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
      responseTime: 17.4,
      msg: 'request completed',
    });
    expect(formatLogLine(done)).toBe('09:05:07 INFO  request completed GET /api/health → 200 17 ms');
    expect(formatLogLine(JSON.stringify({ level: 40, time: at, msg: 'stale', stale: 3, policyVersion: '2026-07-27' }))).toBe(
      '09:05:07 WARN  stale stale=3 policyVersion=2026-07-27',
    );
  });

  it('puts an error’s stack below, indented, and passes what is not JSON as it is', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'boom',
      err: { type: 'Error', message: 'x', stack: 'Error: x\n    at f' },
    });
    expect(formatLogLine(line)).toBe('09:05:07 ERROR boom\n    Error: x\n        at f');
    expect(formatLogLine('plain text')).toBe('plain text');
  });
});

describe('prettyLogStream', () => {
  it('formats whole lines, whatever the chunks', async () => {
    let out = '';
    const sink = new Writable({ write: (c: Buffer, _e, done) => ((out += String(c)), done()) });
    const stream = prettyLogStream(sink);
    const a = JSON.stringify({ level: 30, time: at, msg: 'one' });
    const b = JSON.stringify({ level: 30, time: at, msg: 'two' });
    stream.write(`${a}\n${b.slice(0, 10)}`);
    stream.write(`${b.slice(10)}\n`);
    await new Promise<void>((resolve) => stream.end(resolve));
    expect(out).toBe('09:05:07 INFO  one\n09:05:07 INFO  two\n');
  });
});
