/**
 * A real SMTP server on a loopback port (smtp-server, through the mail emulator's receiver) that
 * keeps every message, parsed: point the app's SMTP_URL at `smtpUrl`.
 */
import type { FastifyInstance } from 'fastify';
import { startSmtpReceiver } from '../../src/emulators/mail/smtp.ts';
import type { ParsedMail } from '../../src/emulators/mail/mime.ts';
import { waitFor } from './wait.ts';

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type TestMailbox = {
  smtpUrl: string;
  messages: ReceivedMail[];
  /** The first message (from the oldest) matching, waiting for it to arrive. */
  waitForMail(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages to `address`, oldest first. */
  to(address: string): ReceivedMail[];
  /** While on, the server answers every message with a permanent SMTP error (554). */
  refuse(on: boolean): void;
  close(): Promise<void>;
};

export async function startTestMailbox(): Promise<TestMailbox> {
  const messages: ReceivedMail[] = [];
  let refusing = false;
  const receiver = await startSmtpReceiver({
    onMail: (mail) => {
      if (refusing) throw Object.assign(new Error('Mailbox unavailable (test)'), { responseCode: 554 });
      messages.push(mail);
    },
  });
  return {
    smtpUrl: receiver.url,
    messages,
    waitForMail: (match, timeoutMs = 10_000) => waitFor(async () => messages.find(match), timeoutMs),
    to: (address) => messages.filter((m) => m.envelopeTo.includes(address)),
    refuse(on) {
      refusing = on;
    },
    close: receiver.close,
  };
}

/** The token of the first link to `path` (e.g. '/reset-password') in the text body. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}[?#]token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return match[1]!;
}

/** Waits until the app has sent (or given up on) every mail it queued after its answers. */
export async function mailSettled(app: FastifyInstance): Promise<void> {
  await app.mailer.idle();
}

/** A clock tests move forward (real time keeps passing too, so timestamps stay ordered). */
export function testClock(): { now: () => Date; advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
  };
}

/**
 * SMTP_URL for apps under NODE_ENV=production (which requires one) in tests that do not read mail:
 * nothing listens there, so a mail fails fast and is only logged.
 */
export const UNUSED_SMTP_URL = 'smtp://127.0.0.1:9';
