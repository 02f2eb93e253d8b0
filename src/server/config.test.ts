import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config.ts';

const base = {
  NODE_ENV: 'production',
  DATA_DIR: '/tmp/lp-config-test',
  SMTP_URL: 'smtp://127.0.0.1:9',
  SPAPI_CLIENT_ID: 'amzn1.application-oa2-client.config-test',
  SPAPI_CLIENT_SECRET: 'amzn1.oa2-cs.v1.config-test',
  SPAPI_APPLICATION_ID: 'amzn1.sellerapps.app.config-test',
} as const;

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, also in production', () => {
    expect(loadConfig({ ...base }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a comma-separated list of addresses and CIDRs', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '10.0.0/8', 'proxy.internal', '::1/129', '10.0.0.1/8/1', '11'])(
    'refuses %j at start-up, naming the variable',
    (value) => {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*hop|TRUST_PROXY: .*CIDR/);
    },
  );

  it('explains what is wrong with a bad list entry', () => {
    expect(parseTrustProxy('10.0.0.1,nope')).toMatch(/^"nope" is not an IP address or CIDR/);
  });
});

describe('SESSION_MAX_DAYS', () => {
  it('defaults to 90 days', () => {
    expect(loadConfig({ ...base }).sessionMaxDays).toBe(90);
    expect(loadConfig({ ...base, SESSION_MAX_DAYS: '30' }).sessionMaxDays).toBe(30);
  });

  it('must be a whole number of days, at least SESSION_TTL_DAYS', () => {
    expect(() => loadConfig({ ...base, SESSION_MAX_DAYS: 'forever' })).toThrow(/SESSION_MAX_DAYS: must be a number of days/);
    expect(() => loadConfig({ ...base, SESSION_TTL_DAYS: '30', SESSION_MAX_DAYS: '7' })).toThrow(
      /SESSION_MAX_DAYS: must be at least SESSION_TTL_DAYS \(30\)/,
    );
  });
});

describe('TRUST_PROXY that trusts the public address space', () => {
  it.each([
    '0.0.0.0/0',
    '::/0',
    '0.0.0.0/1,128.0.0.0/1',
    '1.0.0.0/8,2.0.0.0/7,4.0.0.0/6,8.0.0.0/5,16.0.0.0/4,32.0.0.0/3,64.0.0.0/2,128.0.0.0/1',
    '::ffff:0:0/96',
    '::/80',
    '2000::/3',
    '8.0.0.0/7',
    '127.0.0.1,203.0.0.0/8',
  ])('refuses %j at start-up, naming TRUST_PROXY and saying how much it trusts', (value) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*of public addresses/);
  });

  it('counts 256 /8s written one by one as the whole IPv4 space', () => {
    const all = Array.from({ length: 256 }, (_, i) => `${i}.0.0.0/8`).join(',');
    expect(parseTrustProxy(all)).toMatch(/trusts \d+(\.\d+)?% of IPv4/);
  });

  it('still allows loopback, private ranges and a proxy fleet’s own public addresses', () => {
    const value =
      '127.0.0.0/8,::1,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,100.64.0.0/10,fc00::/7,fe80::/10,203.0.113.0/24,2001:db8::/48';
    expect(loadConfig({ ...base, TRUST_PROXY: value }).trustProxy).toEqual(value.split(','));
  });
});

describe('emulators in production', () => {
  const bare = { NODE_ENV: 'production', DATA_DIR: '/tmp/lp-config-test' } as const;

  it('refuses to start without an SP-API app, naming the settings and DEMO_MODE', () => {
    expect(() => loadConfig({ ...bare, SMTP_URL: 'smtp://127.0.0.1:9' })).toThrow(
      /SPAPI_CLIENT_ID, SPAPI_CLIENT_SECRET, SPAPI_APPLICATION_ID: required in production.*DEMO_MODE=true/,
    );
  });

  it('mounts no Google or mail emulator with real Amazon settings', () => {
    const config = loadConfig({ ...base });
    expect(config.amazon.useEmulator).toBe(false);
    expect(config.google).toBeNull();
    expect(config.mail.useEmulator).toBe(false);
    expect(config.demoMode).toBe(false);
  });

  it('lets DEMO_MODE=true run the emulators, and only then', () => {
    const config = loadConfig({ ...bare, DEMO_MODE: 'true' });
    expect(config.demoMode).toBe(true);
    expect(config.amazon.useEmulator).toBe(true);
    expect(config.google?.useEmulator).toBe(true);
    expect(config.mail.useEmulator).toBe(true);
    expect(() => loadConfig({ ...bare, DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE: must be true or false/);
  });
});

describe('WATCH_INTERVAL_MINUTES', () => {
  it('defaults to an hourly check', () => {
    expect(loadConfig({ ...base }).watchIntervalMinutes).toBe(60);
    expect(loadConfig({ ...base, WATCH_INTERVAL_MINUTES: '15' }).watchIntervalMinutes).toBe(15);
  });

  it('refuses less than 15 minutes, which would spend the Amazon rates imports and pushes share', () => {
    expect(() => loadConfig({ ...base, WATCH_INTERVAL_MINUTES: '5' })).toThrow(
      /WATCH_INTERVAL_MINUTES: must be at least 15 minutes/,
    );
    expect(() => loadConfig({ ...base, WATCH_INTERVAL_MINUTES: 'hourly' })).toThrow(
      /WATCH_INTERVAL_MINUTES: must be a number of minutes/,
    );
  });
});
