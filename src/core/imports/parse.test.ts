import { describe, expect, it } from 'vitest';
import { formatIssue, issuePath, parseListingsFile, parseListingsFileInBatches, parseListingsText } from './parse.ts';
import type { ParseResult } from './types.ts';

const US = 'ATVPDKIKX0DER';
const DE = 'A1PA6795UKMFR9';
const parse = (text: string, fileName?: string) => parseListingsText(text, { marketplaceId: US, fileName });
const messages = (r: ParseResult) => (r.ok ? [] : r.issues.map(formatIssue));
const listings = (r: ParseResult) => {
  if (!r.ok) throw new Error(messages(r).join('\n'));
  return r.listings;
};

describe('CSV (RFC 4180)', () => {
  it('reads quoted fields, doubled quotes and line breaks inside quotes', () => {
    const [l] = listings(
      parse('sku,title,bullets,description\r\n"S1","Mug, 12 oz ""Classic""","One\nTwo\n\nThree","Line 1\r\nLine 2"\r\n'),
    );
    expect(l).toMatchObject({
      sku: 'S1',
      title: 'Mug, 12 oz "Classic"',
      bullets: ['One', 'Two', 'Three'],
      description: 'Line 1\r\nLine 2',
      marketplaceId: US,
    });
  });

  it('orders bullet1..bullet10 by number and skips empty ones', () => {
    const [l] = listings(parse('sku,title,bullet10,bullet2,bullet1\nS1,T,ten,,one\n'));
    expect(l!.bullets).toEqual(['one', 'ten']);
  });

  it('reads semicolon-separated files (Excel in DE/FR/IT/ES)', () => {
    expect(listings(parse('sku;title;marketplace\nS1;Tasse, weiß;DE\n'))[0]).toMatchObject({
      title: 'Tasse, weiß',
      marketplaceId: DE,
    });
  });

  it('accepts country codes, GB and marketplace ids, and defaults to the chosen marketplace', () => {
    const r = listings(parse('sku,title,marketplace\nA,T,gb\nB,T,A1PA6795UKMFR9\nC,T,\n'));
    expect(r.map((l) => l.marketplaceId)).toEqual(['A1F83G8C2ARO7P', DE, US]);
  });

  it('counts records, not lines, when a quoted value spans lines', () => {
    expect(messages(parse('sku,title\nA,"two\nlines"\nB,\n'))).toEqual(['Row 3, column "title": the title is empty']);
  });

  it('removes the apostrophe our export puts before formula characters', () => {
    expect(listings(parse("sku,title\nA,'=SUM(1)\n"))[0]!.title).toBe('=SUM(1)');
    expect(listings(parse("sku,title\nA,'＝SUM(1)\n"))[0]!.title).toBe('＝SUM(1)');
    expect(listings(parse("sku,title\nA,'Tis the season\n"))[0]!.title).toBe("'Tis the season");
    expect(listings(parse("sku,title\nA,'Twas a mug\n"))[0]!.title).toBe("'Twas a mug");
  });

  it('reports a row with more values than the header', () => {
    expect(messages(parse('sku,title\nA,T,extra\n'))).toEqual([
      'Row 2: 3 values but the header has 2 columns (a value holding the separator must be in "quotes")',
    ]);
  });

  it('reports an unclosed quote', () => {
    expect(messages(parse('sku,title\nA,"never closed\n'))[0]).toBe('Row 2: a quoted value is never closed (a " is missing)');
  });
});

describe('validation', () => {
  it('names row, column and problem, and fails the whole file', () => {
    const r = parse(
      'sku,title,marketplace,asin,image_url\nA,T,US,B000000001,\nB,T,XX,,\nC,,US,,\nA,Dup,us,,\nE,T,US,b01,ftp://x\n',
    );
    expect(messages(r)).toEqual([
      'Row 3, column "marketplace": unknown marketplace "XX" (use US, UK, DE, FR, IT or ES)',
      'Row 4, column "title": the title is empty',
      'Row 5, column "sku": SKU "A" appears more than once for marketplace US (first on row 2)',
      'Row 6, column "asin": the ASIN "B01" is not 10 letters and digits',
      'Row 6, column "image_url": the image URL must start with http:// or https://',
    ]);
  });

  it('allows the same SKU in two marketplaces', () => {
    expect(listings(parse('sku,title,marketplace\nA,T,US\nA,T,DE\n'))).toHaveLength(2);
  });

  it('names missing required columns', () => {
    expect(messages(parse('product,name\nP,N\n'))).toEqual(['Missing required column "sku"', 'Missing required column "title"']);
  });

  it('rejects repeated columns and bullet numbers above 10', () => {
    expect(messages(parse('sku,title,Title,bullet11\nA,T,T,x\n'))).toEqual([
      'Row 1, column "Title": the column repeats "title"; keep only one of them',
      'Row 1, column "bullet11": bullet columns are numbered 1 to 10',
    ]);
  });

  it('rejects empty files and header-only files', () => {
    expect(messages(parse(''))).toEqual(['The file is empty']);
    expect(messages(parse('sku,title\n'))).toEqual(['The file has no listings, only a header']);
  });

  it('skips blank lines', () => {
    expect(listings(parse('sku,title\n\nA,T\n,\n'))).toHaveLength(1);
  });

  it('keeps at most 50 issues but counts them all', () => {
    const rows = Array.from({ length: 120 }, (_, i) => `S${i},`).join('\n');
    const r = parse(`sku,title\n${rows}\n`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.issues.length, r.issueCount]).toEqual([50, 120]);
  });

  it('builds API paths', () => {
    expect(issuePath({ row: 7, column: 'title', message: '' })).toBe('row 7.title');
    expect(issuePath({ row: 3, message: '' })).toBe('row 3');
    expect(issuePath({ message: '' })).toBe('file');
  });
});

describe('All Listings Report', () => {
  const header =
    'item-name\titem-description\tlisting-id\tseller-sku\tprice\tquantity\topen-date\timage-url\titem-is-marketplace\tproduct-id-type\tzshop-shipping-fee\titem-note\titem-condition\tzshop-category1\tzshop-browse-path\tzshop-storefront-feature\tasin1\tasin2\tasin3\twill-ship-internationally\texpedited-shipping\tzshop-boldface\tproduct-id\tbid-for-featured-placement\tadd-delete\tpending-quantity\tfulfillment-channel\tmerchant-shipping-group\tstatus\tnew-column';
  const row = (name: string, sku: string, asin1: string, productId: string, status: string) =>
    [
      name,
      'A 12" ruler',
      '0101',
      sku,
      '9.99',
      '3',
      '2021-01-01 10:00:00 PST',
      'https://m.media-amazon.com/images/I/x.jpg',
      'y',
      '1',
      '',
      '',
      '11',
      '',
      '',
      '',
      asin1,
      '',
      '',
      '',
      '',
      '',
      productId,
      '',
      '',
      '0',
      'DEFAULT',
      'Migrated Template',
      status,
      'z',
    ].join('\t');

  it('maps the report columns, keeps quotes literal and tolerates new columns', () => {
    const r = parseListingsText(
      [header, row('Ruler', 'R-1', 'B000000001', 'B000000001', 'Active'), row('Pen', 'R-2', '', 'B000000002', 'Inactive')].join(
        '\r\n',
      ),
      { marketplaceId: DE },
    );
    expect(r.ok && r.format).toBe('all-listings-report');
    expect(listings(r)).toEqual([
      {
        row: 2,
        sku: 'R-1',
        asin: 'B000000001',
        marketplaceId: DE,
        brand: null,
        title: 'Ruler',
        bullets: [],
        description: 'A 12" ruler',
        imageUrl: 'https://m.media-amazon.com/images/I/x.jpg',
        status: 'ACTIVE',
      },
      expect.objectContaining({ sku: 'R-2', asin: 'B000000002', status: 'INACTIVE' }),
    ]);
  });

  it('names the report’s own columns in messages', () => {
    expect(messages(parse([header, row('', 'R-1', 'B000000001', '', 'Active')].join('\n')))).toEqual([
      'Row 2, column "item-name": the title is empty',
    ]);
    expect(messages(parse('item-name\tlisting-id\tasin1\nX\t1\tB000000001\n'))).toEqual(['Missing required column "seller-sku"']);
  });
});

describe('JSON Lines and JSON', () => {
  it('reads JSONL with a bullets array or numbered bullets, and numeric SKUs', () => {
    const r = listings(
      parse('{"sku":"A","title":"T","bullets":["x"," y "]}\n\n{"sku":12,"title":"U","bullet2":"b","bullet1":"a"}\n', 'x.jsonl'),
    );
    expect(r.map((l) => [l.row, l.sku, l.bullets])).toEqual([
      [1, 'A', ['x', 'y']],
      [3, '12', ['a', 'b']],
    ]);
  });

  it('reads a JSON array', () => {
    expect(listings(parse('[{"sku":"A","title":"T"}]'))[0]!.sku).toBe('A');
  });

  it('reports bad lines by line number', () => {
    expect(messages(parse('{"sku":"A","title":"T"}\n{oops\n["x"]\n{"sku":"B","title":{"a":1}}\n'))).toEqual([
      'Row 2: the line is not valid JSON',
      'Row 3: expected an object such as {"sku": "...", "title": "..."}',
      'Row 4, column "title": expected a text value',
      'Row 4, column "title": the title is empty',
    ]);
  });
});

describe('encodings', () => {
  const csv = 'sku,title\nA,Café Crème für Straße\n';
  it('reads UTF-8 with a BOM', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(csv)]);
    const r = parseListingsFile(bytes, { marketplaceId: US });
    expect(r.encoding).toBe('utf-8');
    expect(listings(r)[0]!.title).toBe('Café Crème für Straße');
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', () => {
    const bytes = Uint8Array.from([...csv].map((c) => c.charCodeAt(0)));
    const r = parseListingsFile(bytes, { marketplaceId: US });
    expect(r.encoding).toBe('windows-1252');
    expect(listings(r)[0]!.title).toBe('Café Crème für Straße');
  });

  it('refuses a NUL character, naming its line, whether raw or spelled \\u0000 in JSON', () => {
    expect(messages(parse('sku,title\nA,Mug\nB,Pen\u0000\n'))).toEqual([
      'The file contains a NUL character (line 3), so it is not a text file. Save it as UTF-8 CSV, TSV or JSON and upload it again.',
    ]);
    const json = parse('{"sku":"A","title":"Mug\\u0000"}\n');
    expect(json.ok).toBe(false);
    expect(messages(json).join('\n')).toContain('the value contains a NUL character (\\u0000), which cannot be stored');
  });

  it('refuses more listings than one file takes, before and after parsing', () => {
    const rows = (n: number) => `sku,title\n${Array.from({ length: n }, (_, i) => `S${i},Mug ${i}`).join('\n')}\n`;
    expect(messages(parse(rows(50_001)))).toEqual([
      'The file has more than 50,000 listings. Split it into files of at most 50,000 rows.',
    ]);
    expect(listings(parse(rows(50_000)))).toHaveLength(50_000);
    expect(messages(parse(`sku,title\n${'\n'.repeat(300_000)}`))).toEqual([
      'The file has more than 50,000 listings. Split it into files of at most 50,000 rows.',
    ]);
  });

  it('decodes a large file in steps as in one go: a character split between two steps, a late non-UTF-8 byte', async () => {
    const step = 1024 * 1024;
    const lines = ['sku,title'];
    let bytes = 'sku,title\n'.length;
    for (let i = 0; bytes < step - 100; i++) {
      lines.push(`S${i},Steel Tumbler ${i}`);
      bytes += lines.at(-1)!.length + 1;
    }
    // The two bytes of this 'é' fall in the first step and the second.
    lines.push(`SPLIT,${'x'.repeat(step - 1 - bytes - 'SPLIT,'.length)}é tumbler`);
    const utf8 = new TextEncoder().encode(`${lines.join('\n')}\n`);
    expect(utf8[step - 1]).toBe(0xc3);
    const inSteps = await parseListingsFileInBatches(utf8, { marketplaceId: US }, async () => {});
    expect(inSteps).toEqual(parseListingsFile(utf8, { marketplaceId: US }));
    expect(listings(inSteps).at(-1)!.title).toMatch(/xé tumbler$/);

    const latin = Uint8Array.from([...`${lines.join('\n')}\nLAST,Crème\n`].map((c) => c.charCodeAt(0)));
    const fallback = await parseListingsFileInBatches(latin, { marketplaceId: US }, async () => {});
    expect(fallback.encoding).toBe('windows-1252');
    expect(listings(fallback).at(-1)!.title).toBe('Crème');
  });

  it('reads UTF-16 LE ("Unicode text" from Excel)', () => {
    const units = [0xfeff, ...[...'sku\ttitle\nA\tTür'].map((c) => c.charCodeAt(0))];
    const bytes = new Uint8Array(new Uint16Array(units).buffer);
    expect(listings(parseListingsFile(bytes, { marketplaceId: US }))[0]!.title).toBe('Tür');
  });
});
