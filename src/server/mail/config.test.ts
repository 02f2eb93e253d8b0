import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, loadConfig } from '../config.ts';

const base = { DATA_DIR: '/tmp/lp-config-test' };

describe('mail configuration', () => {
  it('uses the mail emulator without SMTP_URL outside production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).mail).toEqual({
      smtpUrl: undefined,
      from: DEFAULT_MAIL_FROM,
      useEmulator: true,
    });
  });

  it('refuses to start in production without SMTP_URL, naming it', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/SMTP_URL: required in production/);
  });

  it('takes SMTP_URL and MAIL_FROM', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.mail-test',
      SPAPI_CLIENT_SECRET: 'secret',
      SPAPI_APPLICATION_ID: 'amzn1.sellerapps.app.mail-test',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Shop <shop@example.com>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      from: 'Shop <shop@example.com>',
      useEmulator: false,
    });
  });

  it('explains a wrong SMTP_URL or MAIL_FROM without echoing the value (it may hold a password)', () => {
    const run = () => loadConfig({ ...base, SMTP_URL: 'http://user:hunter2@smtp.example.com', MAIL_FROM: 'not an address' });
    expect(run).toThrow(/SMTP_URL: must be smtp:\/\/user:password@host:587/);
    expect(run).toThrow(/MAIL_FROM: must be an address such as ListingPilot <no-reply@example.com>/);
    expect(run).not.toThrow(/hunter2/);
  });
});
