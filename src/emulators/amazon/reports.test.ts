import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ALL_LISTINGS_COLUMNS } from './reports.ts';
import { api, control, getAccessToken, US, type Emulator, useResetEmulator } from './test-helpers.ts';

let emu: Emulator;
let token: string;
useResetEmulator((e, t) => {
  emu = e;
  token = t;
});

async function createReport(marketplaceIds = [US]): Promise<string> {
  const res = await api(emu.base, token, '/reports/2021-06-30/reports', {
    method: 'POST',
    body: JSON.stringify({ reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds }),
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { reportId: string }).reportId;
}

async function poll(reportId: string): Promise<{ processingStatus: string; reportDocumentId?: string }> {
  return (await (await api(emu.base, token, `/reports/2021-06-30/reports/${reportId}`)).json()) as {
    processingStatus: string;
    reportDocumentId?: string;
  };
}

describe('reports', () => {
  it('moves IN_QUEUE → IN_PROGRESS → DONE and serves a gzipped TSV that expires after 5 minutes', async () => {
    const id = await createReport();
    const statuses = [(await poll(id)).processingStatus, (await poll(id)).processingStatus];
    const done = await poll(id);
    expect([...statuses, done.processingStatus]).toEqual(['IN_QUEUE', 'IN_PROGRESS', 'DONE']);
    const doc = (await (await api(emu.base, token, `/reports/2021-06-30/documents/${done.reportDocumentId}`)).json()) as {
      url: string;
      compressionAlgorithm: string;
    };
    expect(doc.compressionAlgorithm).toBe('GZIP');
    const download = await fetch(doc.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/charset=UTF-8/i);
    const tsv = gunzipSync(Buffer.from(await download.arrayBuffer())).toString('utf8');
    const [header, ...rows] = tsv.trim().split('\n');
    expect(header?.split('\t')).toEqual([...ALL_LISTINGS_COLUMNS]);
    expect(rows.length).toBe(24);
    const yeti = rows.map((r) => r.split('\t')).find((r) => r[3] === 'NW-YETI-MUG14-RB');
    expect(yeti?.[0]).toContain('YETI Rambler 14 oz Mug');
    expect(yeti?.[16]).toBe('B07NJDLT99');

    await control(emu.base, 'clock', { advanceSeconds: 301 });
    expect((await fetch(doc.url)).status).toBe(403);
  });

  it('ends CANCELLED without data and FATAL when forced', async () => {
    await control(emu.base, 'settings', { reportPollsToDone: 1 });
    const northwindToken = token;
    token = await getAccessToken(emu.base, 'A3DEMOSELLER02'); // has no listings in the UK
    const empty = await createReport(['A1F83G8C2ARO7P']);
    await poll(empty);
    expect((await poll(empty)).processingStatus).toBe('CANCELLED');
    token = northwindToken;
    await control(emu.base, 'settings', { nextReportOutcome: 'FATAL' });
    const fatal = await createReport();
    await poll(fatal);
    expect((await poll(fatal)).processingStatus).toBe('FATAL');
  });

  it('keeps an outcome forced for one report type from the reports of other types', async () => {
    await control(emu.base, 'settings', { reportPollsToDone: 1 });
    await control(emu.base, 'settings', { nextReportOutcome: 'FATAL', nextReportType: 'GET_SALES_AND_TRAFFIC_REPORT' });
    const listings = await createReport();
    await poll(listings);
    expect((await poll(listings)).processingStatus).toBe('DONE');
    await control(emu.base, 'settings', { nextReportOutcome: 'CANCELLED', nextReportType: 'GET_MERCHANT_LISTINGS_ALL_DATA' });
    const cancelled = await createReport();
    await poll(cancelled);
    expect((await poll(cancelled)).processingStatus).toBe('CANCELLED');
  });

  it('ends DONE with a document that breaks its format when MALFORMED is forced', async () => {
    await control(emu.base, 'settings', { reportPollsToDone: 1 });
    await control(emu.base, 'settings', { nextReportOutcome: 'MALFORMED', nextReportType: 'GET_MERCHANT_LISTINGS_ALL_DATA' });
    const id = await createReport();
    await poll(id);
    const done = await poll(id);
    expect(done.processingStatus).toBe('DONE');
    const doc = (await (await api(emu.base, token, `/reports/2021-06-30/documents/${done.reportDocumentId}`)).json()) as {
      url: string;
    };
    const tsv = gunzipSync(Buffer.from(await (await fetch(doc.url)).arrayBuffer())).toString('utf8');
    expect(tsv.split('\n')[0]?.split('\t')).not.toEqual([...ALL_LISTINGS_COLUMNS]);
    expect(tsv.trim().split('\n')).toHaveLength(24);
  });
});

describe('catalog items', () => {
  it('returns summaries, attributes and images with variant and size', async () => {
    const res = await api(
      emu.base,
      token,
      `/catalog/2022-04-01/items/B07NJDLT99?marketplaceIds=${US}&includedData=summaries,images,attributes`,
    );
    expect(res.status).toBe(200);
    const item = (await res.json()) as {
      summaries: { brand: string }[];
      images: { images: { variant: string; width: number; height: number; link: string }[] }[];
      attributes: Record<string, unknown[]>;
    };
    expect(item.summaries[0]?.brand).toBe('YETI');
    expect(item.attributes['bullet_point']?.length).toBe(5);
    const main = item.images[0]?.images.find((i) => i.variant === 'MAIN');
    expect(main).toMatchObject({ width: 2000, height: 2000 });
    const png = await fetch(main?.link ?? '');
    expect(png.headers.get('content-type')).toBe('image/png');
    const buf = Buffer.from(await png.arrayBuffer());
    expect([buf.readUInt32BE(16), buf.readUInt32BE(20)]).toEqual([2000, 2000]);
    expect((await api(emu.base, token, `/catalog/2022-04-01/items/B000000000?marketplaceIds=${US}`)).status).toBe(404);
  });
});

describe('customer feedback', () => {
  const topics = (asin: string, query: string) =>
    api(emu.base, token, `/customerFeedback/2024-06-01/items/${asin}/reviews/topics?${query}`);

  it('returns positive and negative topics with at most 3 snippets, sorted by the requested metric', async () => {
    const res = await topics('B01MXE0FKC', `marketplaceId=${US}&sortBy=MENTIONS`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      topics: {
        positiveTopics: { topic: string; asinMetrics: { numberOfMentions: number }; reviewSnippets: string[] }[];
        negativeTopics: { topic: string; reviewSnippets: string[] }[];
      };
    };
    const all = [...body.topics.positiveTopics, ...body.topics.negativeTopics];
    expect(all.every((t) => t.reviewSnippets.length <= 3)).toBe(true);
    expect(body.topics.negativeTopics.map((t) => t.topic)).toContain('Battery drains fast');
    const mentions = body.topics.positiveTopics.map((t) => t.asinMetrics.numberOfMentions);
    expect([...mentions].sort((a, b) => b - a)).toEqual(mentions);
    const again = await (await topics('B01MXE0FKC', `marketplaceId=${US}&sortBy=MENTIONS`)).json();
    expect(again).toEqual(body);
  });

  it('204 for an ASIN without data, 400 without sortBy or in an unsupported marketplace', async () => {
    expect((await topics('0425274861', `marketplaceId=${US}&sortBy=MENTIONS`)).status).toBe(204);
    const noSort = await topics('B01MXE0FKC', `marketplaceId=${US}`);
    expect(noSort.status).toBe(400);
    expect(((await noSort.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('InvalidInput');
    expect((await topics('B01MXE0FKC', 'marketplaceId=A2EUQ1WTGCTBG2&sortBy=MENTIONS')).status).toBe(400);
  });

  it('serves trends and the browse node', async () => {
    const trends = (await (
      await api(emu.base, token, `/customerFeedback/2024-06-01/items/B01MXE0FKC/reviews/trends?marketplaceId=${US}`)
    ).json()) as { reviewTrends: { positiveTopics: { trendMetrics: unknown[] }[] } };
    expect(trends.reviewTrends.positiveTopics[0]?.trendMetrics).toHaveLength(6);
    const node = (await (
      await api(emu.base, token, `/customerFeedback/2024-06-01/items/B01MXE0FKC/browseNode?marketplaceId=${US}`)
    ).json()) as { displayName: string };
    expect(node.displayName).toBe('Accessories & Supplies');
  });
});
