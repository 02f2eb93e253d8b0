import { describe, expect, it } from 'vitest';
import { GOOGLE_TOASTS, popupFailureToast } from './google-messages.ts';
import { GOOGLE_MESSAGE_TYPE, parsePopupMessage } from './google-popup.ts';

const ORIGIN = 'https://app.example';

describe('popup messages', () => {
  it.each([
    [
      { type: GOOGLE_MESSAGE_TYPE, code: 'abc' },
      { kind: 'code', code: 'abc' },
    ],
    [
      { type: GOOGLE_MESSAGE_TYPE, error: 'Nope', reason: 'access_denied' },
      { kind: 'error', message: 'Nope', reason: 'access_denied' },
    ],
    [{ type: GOOGLE_MESSAGE_TYPE, code: '' }, { kind: 'invalid' }],
    [{ type: 'something-else', code: 'abc' }, undefined],
    ['listingpilot:google', undefined],
    [null, undefined],
  ])('reads %j as %j', (data, expected) => {
    expect(parsePopupMessage(data)).toEqual(expected);
  });
});

describe('texts for a popup without a code', () => {
  it('closed early or Cancel at the provider: Sign-in cancelled', () => {
    expect(popupFailureToast({ kind: 'closed' }, ORIGIN)).toEqual({
      title: 'Sign-in cancelled',
      description: 'The process was closed before completing the sign-in.',
    });
    expect(popupFailureToast({ kind: 'error', message: 'x', reason: 'access_denied' }, ORIGIN)).toBe(GOOGLE_TOASTS.cancelled);
  });

  it.each(['unauthorized_domain', 'redirect_uri_mismatch'])(
    '%s: the address must be registered; use the password meanwhile',
    (reason) => {
      const text = popupFailureToast({ kind: 'error', message: 'x', reason }, ORIGIN);
      expect(text.description).toContain(`This app's address (${ORIGIN}) must be added to the authorized domains`);
      expect(text.description).toContain('username and password');
    },
  );

  it('other errors: Google sign-in error: {message}; a message without code: invalid response', () => {
    expect(popupFailureToast({ kind: 'error', message: 'Token check failed' }, ORIGIN).description).toBe(
      'Google sign-in error: Token check failed',
    );
    expect(popupFailureToast({ kind: 'invalid' }, ORIGIN).description).toBe('Invalid response from Google authentication');
  });
});
