import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** AES-256-GCM for secrets at rest (Amazon refresh tokens): iv.tag.ciphertext, base64url. */
export type Cipher = {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** HMAC-SHA256 of `data` under a key derived from the server's key, base64url: signs links that need no sign-in. */
  sign(purpose: string, data: string): string;
};

export function createCipher(key: Buffer): Cipher {
  if (key.length !== 32) throw new Error('The token encryption key must be 32 bytes');
  // A separate key per purpose: a signature made for one kind of link is worthless for another.
  const signingKey = (purpose: string) => createHmac('sha256', key).update(`listingpilot-sign:${purpose}`).digest();
  return {
    sign(purpose, data) {
      return createHmac('sha256', signingKey(purpose)).update(data).digest('base64url');
    },
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
    },
    decrypt(sealed) {
      const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      if (!iv || !tag || !data) throw new Error('Malformed ciphertext');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

/** The configured key, or in the embedded default one generated once into the data directory. */
export function loadEncryptionKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, configured.includes('-') || configured.includes('_') ? 'base64url' : 'base64');
  const file = path.join(path.resolve(dataDir), 'encryption.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
