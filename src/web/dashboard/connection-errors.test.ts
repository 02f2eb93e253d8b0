import { describe, expect, it } from 'vitest';
import { AMAZON_CONNECT_ERRORS } from '#core/api/amazon';
import { connectionErrorText, GENERIC_CONNECTION_ERROR } from './connection-errors.ts';

describe('connectionErrorText', () => {
  it('gives every code the server sends its own text', () => {
    const texts = AMAZON_CONNECT_ERRORS.map(connectionErrorText);
    expect(texts).not.toContain(GENERIC_CONNECTION_ERROR);
    expect(new Set(texts).size).toBe(AMAZON_CONNECT_ERRORS.length);
    expect(connectionErrorText('access_denied')).toBe('Amazon did not grant access. Please try again and choose Confirm.');
  });

  it.each([
    'Your account is suspended. Call +1 555 0100 to restore it',
    '<img src=x onerror=alert(1)>',
    'ACCESS_DENIED',
    'toString',
    '__proto__',
    '',
  ])('shows the generic text, never the query text, for %j', (code) => {
    expect(connectionErrorText(code)).toBe(GENERIC_CONNECTION_ERROR);
  });
});
