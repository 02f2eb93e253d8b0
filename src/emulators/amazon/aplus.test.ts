import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, control, US, type Emulator, useResetEmulator } from './test-helpers.ts';

let emu: Emulator;
let token: string;
const DOCS = '/aplus/2020-11-01/contentDocuments';
const OWN_ASIN = 'B07NJDLT99';
const FOREIGN_ASIN = 'B0DMOBH001';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763f8ffff3f0005fe02fea7d6a4e00000000049454e44ae426082',
  'hex',
);

useResetEmulator((e, t) => {
  emu = e;
  token = t;
});

function textModule(headline: string, body = 'Keeps drinks hot for hours.') {
  return {
    contentModuleType: 'STANDARD_TEXT',
    standardText: { headline: { value: headline, decoratorSet: [] }, body: { textList: [{ value: body, decoratorSet: [] }] } },
  };
}

function doc(modules: unknown[], locale = 'en-US') {
  return { contentDocument: { name: 'Mug story', contentType: 'EBC', locale, contentModuleList: modules } };
}

// Answers are read loosely on purpose: the emulator checks them against Amazon's model already.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(path: string, body?: unknown) {
  const res = await api(emu.base, token, path, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as Json };
}

async function get(path: string) {
  const res = await api(emu.base, token, path);
  return { status: res.status, body: (await res.json()) as Json };
}

async function upload(bytes: Buffer, md5 = createHash('md5').update(bytes).digest('base64')) {
  const res = await post(
    `/uploads/2020-11-01/uploadDestinations/aplus/2020-11-01/contentDocuments?marketplaceIds=${US}&contentMD5=${encodeURIComponent(md5)}&contentType=image/png`,
  );
  expect(res.status).toBe(201);
  return res.body.payload as { uploadDestinationId: string; url: string; headers: Record<string, string> };
}

describe('Uploads for A+', () => {
  it('creates a destination and accepts a multipart upload whose MD5 matches', async () => {
    const dest = await upload(PNG);
    expect(dest.uploadDestinationId).toMatch(/^sc\/.+\.png$/);
    const form = new FormData();
    for (const [k, v] of Object.entries(dest.headers)) form.append(k, v);
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'image.png');
    expect((await fetch(dest.url, { method: 'POST', body: form })).status).toBe(200);
  });

  it('rejects a PUT whose bytes do not match the MD5, and a request without contentType', async () => {
    const dest = await upload(PNG);
    const res = await fetch(dest.url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: Buffer.from('other bytes'),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('BadDigest');
    const missing = await post(
      `/uploads/2020-11-01/uploadDestinations/aplus/2020-11-01/contentDocuments?marketplaceIds=${US}&contentMD5=abc`,
    );
    expect(missing.status).toBe(400);
  });
});

describe('A+ Content', () => {
  it('validates per-field limits, locale format, module count and unknown uploads with 200 + errors[]', async () => {
    const clean = await post(
      `/aplus/2020-11-01/contentAsinValidations?marketplaceId=${US}&asinSet=${OWN_ASIN}`,
      doc([textModule('Built for the trail')]),
    );
    expect(clean).toMatchObject({ status: 200, body: { errors: [] } });

    const image = {
      uploadDestinationId: 'sc/nope.png',
      imageCropSpecification: { size: { width: { value: 300, units: 'pixels' }, height: { value: 300, units: 'pixels' } } },
      altText: 'Mug',
    };
    const bad = doc(
      [
        textModule('x'.repeat(161)),
        ...Array.from({ length: 7 }, () => textModule('ok')),
        {
          contentModuleType: 'STANDARD_SINGLE_SIDE_IMAGE',
          standardSingleSideImage: { imagePositionType: 'LEFT', block: { image } },
        },
      ],
      'en_US',
    );
    const res = await post(`/aplus/2020-11-01/contentAsinValidations?marketplaceId=${US}`, bad);
    expect(res.status).toBe(200);
    const messages = (res.body.errors as { message: string }[]).map((e) => e.message).join('\n');
    expect(messages).toContain("Invalid locale 'en_US'");
    expect(messages).toContain('9 modules');
    expect(messages).toContain('headline has 161 characters, the limit is 160');
    expect(messages).toContain("unknown uploadDestinationId 'sc/nope.png'");
  });

  it('creates, relates, submits and approves after the configured delay', async () => {
    await control(emu.base, 'aplus/settings', { approvalDelayMs: 60_000 });
    const created = await post(`${DOCS}?marketplaceId=${US}`, doc([textModule('Built for the trail')]));
    expect(created.status).toBe(200);
    const key = created.body.contentReferenceKey as string;
    expect((await post(`${DOCS}/${key}/asins?marketplaceId=${US}`, { asinSet: [OWN_ASIN] })).status).toBe(200);
    expect((await post(`${DOCS}/${key}/approvalSubmissions?marketplaceId=${US}`)).status).toBe(200);
    const submitted = await get(`${DOCS}/${key}?marketplaceId=${US}&includedDataSet=METADATA`);
    expect(submitted.body.contentRecord.contentMetadata.status).toBe('SUBMITTED');
    await control(emu.base, 'clock', { advanceSeconds: 61 });
    const approved = await get(`${DOCS}/${key}?marketplaceId=${US}&includedDataSet=METADATA,CONTENTS`);
    expect(approved.body.contentRecord.contentMetadata.status).toBe('APPROVED');
    expect(approved.body.contentRecord.contentDocument.name).toBe('Mug story');
    const records = await get(`/aplus/2020-11-01/contentPublishRecords?marketplaceId=${US}&asin=${OWN_ASIN}`);
    expect(records.body.publishRecordList).toHaveLength(1);
    const listed = await get(`${DOCS}/${key}/asins?marketplaceId=${US}&includedDataSet=METADATA`);
    expect(listed.body.asinMetadataSet[0].badgeSet).toEqual(['CONTENT_PUBLISHED']);
    expect((await post(`${DOCS}/${key}/suspendSubmissions?marketplaceId=${US}`)).status).toBe(200);
    const search = await get(`${DOCS}?marketplaceId=${US}`);
    expect(search.body.contentMetadataRecords[0].contentMetadata.status).toBe('DRAFT');
    expect((await fetch(`${emu.base}/__emulator/violations`).then((r) => r.json())).violations).toEqual([]);
  });

  it('rejects content with the marker word and refuses ASINs of another brand', async () => {
    await control(emu.base, 'aplus/settings', { approvalDelayMs: 0 });
    const created = await post(`${DOCS}?marketplaceId=${US}`, doc([textModule('REJECTME please')]));
    const key = created.body.contentReferenceKey as string;
    const foreign = await post(`${DOCS}/${key}/asins?marketplaceId=${US}`, { asinSet: [FOREIGN_ASIN] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].code).toBe('BRAND_NOT_ELIGIBLE');
    await post(`${DOCS}/${key}/asins?marketplaceId=${US}`, { asinSet: [OWN_ASIN] });
    await post(`${DOCS}/${key}/approvalSubmissions?marketplaceId=${US}`);
    const res = await get(`${DOCS}/${key}?marketplaceId=${US}&includedDataSet=METADATA`);
    expect(res.body.contentRecord.contentMetadata.status).toBe('REJECTED');
  });

  it('requires includedDataSet on getContentDocument and validates bodies against the model', async () => {
    const created = await post(`${DOCS}?marketplaceId=${US}`, doc([textModule('Trail mug')]));
    const res = await get(`${DOCS}/${created.body.contentReferenceKey}?marketplaceId=${US}`);
    expect(res.status).toBe(400);
    const invalid = await post(`${DOCS}?marketplaceId=${US}`, {
      contentDocument: { name: 'x', contentType: 'EBC', locale: 'en-US', contentModuleList: [] },
    });
    expect(invalid.status).toBe(400);
    expect((await get(`${DOCS}/unknown?marketplaceId=${US}&includedDataSet=METADATA`)).status).toBe(404);
  });
});
