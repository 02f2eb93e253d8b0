// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TitleField } from './title-field.tsx';

const noop = () => {};

describe('TitleField (counter n/200, red message over 200, never blocking)', () => {
  afterEach(cleanup);

  it('shows the field-limit message over 200 characters, counting umlauts once', () => {
    render(<TitleField value={'ä'.repeat(201)} onChange={noop} policyLimit={75} />);
    expect(screen.getByText("Title exceeds Amazon's limit of 200 characters")).toBeTruthy();
    expect(screen.getByTestId('title-counter').textContent).toBe('201/200');
  });

  it('shows no message at 200 characters, and the stricter policy limit', () => {
    render(<TitleField value={'ä'.repeat(200)} onChange={noop} policyLimit={75} />);
    expect(screen.queryByText("Title exceeds Amazon's limit of 200 characters")).toBeNull();
    expect(screen.getByText("Amazon's 2026 title policy: 75 characters")).toBeTruthy();
  });

  it('keeps n/200 and turns amber past the 75-character policy, saying why', () => {
    render(<TitleField value={'a'.repeat(80)} onChange={noop} policyLimit={75} />);
    const counter = screen.getByTestId('title-counter');
    expect(counter.textContent).toBe('80/200');
    expect(counter.dataset['state']).toBe('over-policy');
    expect(screen.getByText("Amazon's 2026 title policy: 75 characters")).toBeTruthy();
    expect(screen.getByTestId('title-policy-warning').textContent).toBe(
      '5 over the policy: Amazon accepts up to 200, but rewrites longer titles or drops them from search.',
    );
  });

  it('stays neutral at the policy limit', () => {
    render(<TitleField value={'a'.repeat(75)} onChange={noop} policyLimit={75} />);
    expect(screen.getByTestId('title-counter').dataset['state']).toBe('ok');
    expect(screen.queryByTestId('title-policy-warning')).toBeNull();
  });
});
