// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmedKeywords, KeywordConfirmations, type KeywordAnswer } from './keyword-confirmations.tsx';

/** The page's own state: answers kept across clicks, read back as what Optimize Now would send. */
function Harness({ keywords }: { keywords: string[] }) {
  const [answers, setAnswers] = useState<ReadonlyMap<string, KeywordAnswer>>(new Map());
  return (
    <>
      <output data-testid="sent">{JSON.stringify(confirmedKeywords(answers))}</output>
      <KeywordConfirmations
        keywords={keywords}
        answers={answers}
        onAnswer={(keyword, answer) =>
          setAnswers((before) => {
            const next = new Map(before);
            if (answer) next.set(keyword, answer);
            else next.delete(keyword);
            return next;
          })
        }
      />
    </>
  );
}

const sent = (): unknown => JSON.parse(screen.getByTestId('sent').textContent ?? '');

describe('KeywordConfirmations ("Is this true of your product?")', () => {
  afterEach(cleanup);

  it('asks about each unstated keyword, and confirms or leaves one out', () => {
    render(<Harness keywords={['waterproof tumbler', 'dishwasher safe']} />);
    const region = screen.getByRole('region', { name: 'Is this true of your product?' });
    const items = within(region).getAllByTestId('keyword-confirmation');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('“waterproof tumbler”'),
      expect.stringContaining('“dishwasher safe”'),
    ]);
    expect(sent()).toEqual([]);

    // Native buttons in the tab order: Enter and Space press them (the e2e spec presses Enter).
    const buttons = within(region).getAllByRole('button');
    expect(buttons.every((b) => b.tagName === 'BUTTON' && b.getAttribute('type') === 'button' && b.tabIndex === 0)).toBe(true);

    const yes = screen.getByRole('button', { name: 'Yes, it is true of my product: “waterproof tumbler”' });
    fireEvent.click(yes);
    expect(yes.getAttribute('aria-pressed')).toBe('true');
    expect(items[0]!.textContent).toContain('Confirmed: the next Optimize Now may use it.');
    const no = screen.getByRole('button', { name: 'No, leave it out: “dishwasher safe”' });
    fireEvent.click(no);
    expect(no.getAttribute('aria-pressed')).toBe('true');
    expect(items[1]!.textContent).toContain('Left out of the copy.');
    expect(sent()).toEqual(['waterproof tumbler']);

    // Pressing "Yes" again takes the answer back: nothing is confirmed any more.
    fireEvent.click(yes);
    expect(yes.getAttribute('aria-pressed')).toBe('false');
    expect(items[0]!.textContent).toContain('Not in the copy until you confirm it.');
    expect(sent()).toEqual([]);
  });

  it('shows nothing when every targeted keyword is stated by the listing', () => {
    render(<Harness keywords={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
