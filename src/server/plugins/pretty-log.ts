import { Writable } from 'node:stream';

const LEVELS: Readonly<Record<number, string>> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, or that the line's head already shows. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

type Line = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
};

/**
 * One pino JSON line as a person reads it on a terminal: time, level, message, the request in short
 * and any other fields as key=value; an error's stack on the lines below. What is not JSON passes as is.
 */
export function formatLogLine(json: string): string {
  let line: Line;
  try {
    line = JSON.parse(json) as Line;
  } catch {
    return json;
  }
  if (typeof line !== 'object' || line === null) return json;
  const time = new Date(line.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[line.level ?? 30] ?? String(line.level)).padEnd(5);
  const parts = [time, level, line.msg ?? ''];
  if (line.req?.method) parts.push(`${line.req.method} ${line.req.url ?? ''}`);
  if (line.res?.statusCode !== undefined) parts.push(`→ ${line.res.statusCode}`);
  if (typeof line.responseTime === 'number') parts.push(`${Math.round(line.responseTime)} ms`);
  for (const [key, value] of Object.entries(line)) {
    if (!SHOWN.has(key)) parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  const head = parts.filter((p) => p !== '').join(' ');
  const err = line.err;
  return err ? `${head}\n    ${(err.stack ?? `${err.type ?? 'Error'}: ${err.message ?? ''}`).split('\n').join('\n    ')}` : head;
}

/** A stream for pino that writes each line formatted to `out` (a terminal). */
export function prettyLogStream(out: NodeJS.WritableStream): Writable {
  let rest = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (rest + String(chunk)).split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) if (l !== '') out.write(`${formatLogLine(l)}\n`);
      done();
    },
    final(done) {
      if (rest !== '') out.write(`${formatLogLine(rest)}\n`);
      done();
    },
  });
}
