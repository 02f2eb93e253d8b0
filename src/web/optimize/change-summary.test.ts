import { describe, expect, it } from 'vitest';
import type { ListingIssue } from '#core/api/listings';
import { summarizeChange } from './change-summary.ts';

const issue = (ruleId: string, field: string, severity: ListingIssue['severity'] = 'error'): ListingIssue => ({
  ruleId,
  field,
  severity,
  description: ruleId,
  fix: '',
  source: '',
  gain: 1,
});

describe('summarizeChange', () => {
  it('counts fixed findings and names what is left, an unfixable image first', () => {
    const before = [
      issue('TITLE_LENGTH', 'title'),
      issue('TITLE_CAPS', 'title', 'warning'),
      issue('BULLET_CLAIM', 'bullets'),
      issue('BULLET_CLAIM', 'bullets'),
      issue('DESC_HTML', 'description', 'warning'),
      issue('IMG_MAIN_MISSING', 'images'),
      issue('ST_EMPTY', 'searchTerms', 'info'),
    ];
    const after = [issue('IMG_MAIN_MISSING', 'images'), issue('ST_EMPTY', 'searchTerms', 'info')];
    expect(summarizeChange(before, after)).toBe('5 issues fixed, 1 left: add a main image in Seller Central.');
  });

  it('counts a rule that fired twice and once after as one fixed', () => {
    const before = [issue('BULLET_CLAIM', 'bullets'), issue('BULLET_CLAIM', 'bullets')];
    expect(summarizeChange(before, [issue('BULLET_CLAIM', 'bullets')])).toBe(
      '1 issue fixed, 1 left: see Issues to fix it in the editor.',
    );
    expect(summarizeChange(before, [])).toBe('2 issues fixed, none left.');
  });

  it('names the facts a rewrite moved out of their bullet or dropped, after the count', () => {
    const before = [issue('BULLET_CLAIM', 'bullets')];
    expect(
      summarizeChange(
        before,
        [],
        [
          { fact: '1.5 hours', from: 'bullets', to: 'description' },
          { fact: '18650', from: 'bullets', to: 'description' },
          { fact: 'nylon', from: 'title', to: 'dropped' },
        ],
      ),
    ).toBe('1 issue fixed, none left. Moved to the description: "1.5 hours", "18650". Dropped: "nylon".');
    expect(summarizeChange(before, [], [])).toBe('1 issue fixed, none left.');
  });
});
