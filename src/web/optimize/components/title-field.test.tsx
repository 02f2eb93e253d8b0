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
});
