import { describe, expect, it } from 'vitest';
import { keywordWeight, parseKeywordsFile, parseKeywordsText } from './upload.ts';

const ADS_HEADER = [
  'Date',
  'Portfolio name',
  'Currency',
  'Campaign Name',
  'Ad Group Name',
  'Targeting',
  'Match Type',
  'Customer Search Term',
  'Impressions',
  'Clicks',
  'Click-Thru Rate (CTR)',
  'Spend',
  '7 Day Total Sales ',
  '7 Day Total Orders (#)',
].join('\t');

describe('parseKeywordsText', () => {
  it('recognises the Ads search term report by its headers and sums a term over its rows', () => {
    const text = [
      ADS_HEADER,
      'Nov 01, 2026\tNone\tUSD\tAuto\tAll\t*\t-\tYeti Tumbler 30 oz\t1,200\t30\t2.5%\t$12.00\t$90.00\t3',
      'Nov 02, 2026\tNone\tUSD\tAuto\tAll\t*\t-\tyeti  tumbler 30 oz\t800\t10\t1.3%\t$4.00\t$30.00\t1',
      'Nov 02, 2026\tNone\tUSD\tAuto\tAll\t*\t-\tb0c1234567\t50\t2\t4%\t$1.00\t$0.00\t0',
      'Nov 02, 2026\tNone\tUSD\tAuto\tAll\t*\t-\tinsulated cup\t300\t4\t1.3%\t$2.00\t$0.00\t0',
    ].join('\n');
    const result = parseKeywordsText(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.format).toBe('ads-search-term-report');
    expect(result.keywords).toEqual([
      { row: 2, keyword: 'yeti tumbler 30 oz', volume: null, impressions: 2000, clicks: 40, orders: 4, asin: null, sku: null },
      { row: 5, keyword: 'insulated cup', volume: null, impressions: 300, clicks: 4, orders: 0, asin: null, sku: null },
    ]);
    expect(keywordWeight(result.keywords[0]!)).toBe(2000);
  });

  it('reads a keyword list with volume, ASIN and SKU columns in CSV', () => {
    const text = 'Keyword,Search Volume,ASIN,SKU\n"steel tumbler, 30 oz",2140,b0abcdef12,SKU-1\ntravel mug,,,\n';
    const result = parseKeywordsText(text);
    expect(result).toMatchObject({
      ok: true,
      format: 'keyword-list',
      keywords: [
        { row: 2, keyword: 'steel tumbler, 30 oz', volume: 2140, asin: 'B0ABCDEF12', sku: 'SKU-1' },
        { row: 3, keyword: 'travel mug', volume: null, asin: null, sku: null },
      ],
    });
  });

  it('refuses the whole file with row-level errors naming row and column', () => {
    const text = 'keyword;volume;asin\nmug;12;B0ABCDEF12\n;5;\ncup;lots;\nlid;3;NOT-AN-ASIN\nmug;13;B0ABCDEF12\n';
    const result = parseKeywordsText(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      { row: 3, column: 'keyword', message: 'the keyword is empty' },
      { row: 4, column: 'volume', message: '"lots" is not a whole number of 0 or more' },
      { row: 5, column: 'asin', message: 'the ASIN "NOT-AN-ASIN" is not 10 letters and digits' },
      { row: 6, column: 'volume', message: '"mug" is listed again with another volume (first on row 2)' },
    ]);
    expect(result.issueCount).toBe(4);
  });

  it('names the missing keyword column, and refuses an empty file or a header alone', () => {
    expect(parseKeywordsText('volume,asin\n5,B0ABCDEF12\n')).toMatchObject({
      ok: false,
      issues: [{ message: expect.stringContaining('Missing a keyword column') }],
    });
    expect(parseKeywordsText('  \n')).toMatchObject({ ok: false, issues: [{ message: 'The file is empty' }] });
    expect(parseKeywordsText('keyword\n')).toMatchObject({
      ok: false,
      issues: [{ message: 'The file has no keywords, only a header' }],
    });
  });

  it('decodes UTF-16 bytes as Excel saves "Unicode text"', () => {
    const text = 'keyword\tvolume\r\nbotella térmica\t900\r\n';
    const bytes = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    expect(parseKeywordsFile(bytes)).toMatchObject({
      ok: true,
      encoding: 'utf-16le',
      keywords: [{ keyword: 'botella térmica', volume: 900 }],
    });
  });
});
