import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime.ts';

export type SmtpReceiver = { port: number; url: string; close(): Promise<void> };

/** Largest message accepted; the application's mails are a few kilobytes. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/**
 * A real SMTP server on a loopback port (0 = any free port) that hands every message it accepts,
 * parsed, to `onMail`. No TLS and no authentication: it is reachable from this machine only.
 */
export async function startSmtpReceiver(opts: {
  onMail: (mail: ParsedMail & { envelopeTo: string[] }) => void;
  port?: number;
}): Promise<SmtpReceiver> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        try {
          onMailSafe(
            Buffer.concat(chunks),
            session.envelope.rcptTo.map((r) => r.address),
          );
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  function onMailSafe(raw: Buffer, envelopeTo: string[]) {
    opts.onMail({ ...parseMail(raw), envelopeTo });
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as { port: number };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
