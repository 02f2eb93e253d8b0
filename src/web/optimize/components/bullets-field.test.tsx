// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulletsField } from './bullets-field.tsx';
import { searchTermsBytes } from './search-terms-field.tsx';

describe('BulletsField (one field per bullet)', () => {
  afterEach(cleanup);

  it('edits one bullet without touching the others, and keeps a pasted line break inside it', () => {
    const onChange = vi.fn();
    render(<BulletsField value={['First', 'Second']} onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Bullet point 2' }), { target: { value: 'New\nline' } });
    expect(onChange).toHaveBeenLastCalledWith(['First', 'New line']);
  });

  it('adds and removes bullets', () => {
    const onChange = vi.fn();
    render(<BulletsField value={['First', 'Second']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add bullet point' }));
    expect(onChange).toHaveBeenLastCalledWith(['First', 'Second', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove bullet point 1' }));
    expect(onChange).toHaveBeenLastCalledWith(['Second']);
  });
});

describe('searchTermsBytes', () => {
  it('counts UTF-8 bytes of the text Amazon receives (whitespace collapsed)', () => {
    expect(searchTermsBytes('  camping   flask\nthermos ')).toBe('camping flask thermos'.length);
    expect(searchTermsBytes('é'.repeat(125))).toBe(250);
  });
});
