import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from './config.ts';

const base = { NODE_ENV: 'production', DATA_DIR: '/tmp/lp-config-test', SMTP_URL: 'smtp://127.0.0.1:9' } as const;

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
