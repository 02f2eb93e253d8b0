import Fastify from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailEmulatorPlugin, startMailEmulator, type MailEmulator } from './app.ts';

let emulator: MailEmulator;
const app = Fastify();

beforeAll(async () => {
  emulator = await startMailEmulator();
  await app.register(mailEmulatorPlugin, { prefix: '/_emulator/mail', store: emulator.store });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await emulator.close();
});

async function send(subject: string, text: string, html: string): Promise<void> {
  const transport = nodemailer.createTransport({ url: emulator.smtpUrl });
  await transport.sendMail({ from: 'app@localhost', to: 'seller@example.com', subject, text, html });
  transport.close();
}

describe('mail emulator', () => {
  it('receives mail over SMTP and lists it newest first', async () => {
    await send('First mail', 'one', '<p>one</p>');
    await send('Second mail', 'two', '<p>two</p>');
    const res = await app.inject({ method: 'GET', url: '/_emulator/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.indexOf('Second mail')).toBeLessThan(res.body.indexOf('First mail'));
    expect(res.body.indexOf('Second mail')).toBeGreaterThan(0);
  });

  it('shows a mail with its text escaped, links clickable and the HTML in a frame that runs no script', async () => {
    await send(
      '<script>alert("subject")</script>',
      'Open https://app.example/reset-password?token=abc and <b>not bold</b>',
      '<p onclick="alert(1)">Hi</p><script>alert("body")</script><a href="https://app.example/x">x</a>',
    );
    const id = emulator.store.list()[0]!.id;
    const res = await app.inject({ method: 'GET', url: `/_emulator/mail/messages/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(res.body).toContain(
      '<a href="https://app.example/reset-password?token=abc">https://app.example/reset-password?token=abc</a>',
    );
    expect(res.body).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    const frame = /<iframe ([^>]*)>/.exec(res.body)![1]!;
    expect(frame).toMatch(/sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"/);
    expect(frame).not.toContain('allow-scripts');
    expect(frame).not.toContain('allow-same-origin');
    // The mail's HTML only ever appears inside the attribute, escaped, with links aimed at the top window.
    expect(frame).toContain('srcdoc="&lt;base target=&quot;_top&quot;&gt;&lt;p onclick=&quot;alert(1)&quot;&gt;Hi&lt;/p&gt;');
  });

  it('answers 404 for a mail that does not exist', async () => {
    for (const id of ['999999', 'abc', '1e3']) {
      expect((await app.inject({ method: 'GET', url: `/_emulator/mail/messages/${id}` })).statusCode).toBe(404);
    }
  });

  it('shows nothing to a client on another machine: the mails hold reset links', async () => {
    const res = await app.inject({ method: 'GET', url: '/_emulator/mail', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('The mail emulator answers only on the machine it runs on.');
    expect(res.body).not.toContain('Second mail');
  });
});
