/**
 * Contract test: Amazon's official JS SDK, unchanged, against the emulator over real HTTP. The SDK
 * builds every request the way it does against Amazon (paths, csv query arrays, JSON bodies, the
 * bodyless POSTs with a JSON content type), so an emulator that refuses one of them, or answers
 * with a body that does not fit Amazon's model, fails here.
 *
 * The SDK's LWA client posts to Amazon's token host, which no test can reach; the token is fetched
 * from the emulator's LWA endpoint with the very request the SDK sends (form encoded refresh_token
 * grant), then handed to the SDK with `applyXAmzAccessTokenToRequest`, its documented way to use a
 * token obtained elsewhere. The endpoint is the SDK's documented `new ApiClient(baseUrl)`.
 */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { ApluscontentSpApi, ListingsitemsSpApi, ReportsSpApi, UploadsSpApi } from '@amazon-sp-api-release/amazon-sp-api-sdk-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODEL_FILES, validateAgainstModel, type ModelFile } from './models.ts';
import { DEMO_SELLER_ID, DEMO_SELLERS } from './sample/sellers.ts';
import { control, startEmulator, TEST_APP, US, type Emulator } from './test-helpers.ts';

let emu: Emulator;
let token: string;
const SKU = 'NW-LOGI-G533';
const OWN_ASIN = 'B07NJDLT99';

/** The refresh_token grant exactly as the SDK's LwaOAuthClient sends it. */
async function lwaAccessToken(base: string): Promise<string> {
  const refreshToken = DEMO_SELLERS.find((s) => s.sellerId === DEMO_SELLER_ID)?.demoRefreshToken ?? '';
  const res = await fetch(`${base}/auth/o2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: `grant_type=refresh_token&refresh_token=${refreshToken}&client_id=${TEST_APP.clientId}&client_secret=${TEST_APP.clientSecret}`,
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { access_token: string; token_type: string; expires_in: number };
  expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
  return body.access_token;
}

/** Every SDK client the way its README sets one up: endpoint in the constructor, then the token. */
function sdk<T extends { applyXAmzAccessTokenToRequest(token: string): T }>(Client: new (baseUrl: string) => T): T {
  return new Client(emu.base).applyXAmzAccessTokenToRequest(token);
}

function expectModel(model: ModelFile, definition: string, body: unknown): void {
  expect(validateAgainstModel(model, definition, body), `${definition}: ${JSON.stringify(body).slice(0, 300)}`).toEqual({
    valid: true,
    errors: [],
  });
}

beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(async () => {
  await emu.close();
});
beforeEach(async () => {
  await control(emu.base, 'reset', {});
  await control(emu.base, 'settings', { publicUrl: emu.base, reportPollsToDone: 2 });
  await control(emu.base, 'aplus/settings', { approvalDelayMs: 60_000 });
  token = await lwaAccessToken(emu.base);
});
afterAll(async () => {
  // Nothing the SDK was sent made the emulator answer off-model.
  const res = await fetch(`${emu.base}/__emulator/violations`).catch(() => undefined);
  if (res) expect(((await res.json()) as { violations: unknown[] }).violations).toEqual([]);
});

describe('Listings Items 2021-08-01 through the SDK', () => {
  const listings = () => new ListingsitemsSpApi.ListingsApi(sdk(ListingsitemsSpApi.ApiClient));

  it('searchListingsItems pages with csv arrays and answers an ItemSearchResults', async () => {
    const { data, response } = await listings().searchListingsItemsWithHttpInfo(DEMO_SELLER_ID, [US], {
      includedData: ['summaries', 'attributes'],
      pageSize: 5,
    });
    expect(response.status).toBe(200);
    expectModel(MODEL_FILES.listings, 'ItemSearchResults', response.body);
    expect(data['items']).toHaveLength(5);
    expect(data['numberOfResults']).toBeGreaterThan(5);
    expect(data['items'][0].summaries[0].marketplaceId).toBe(US);

    const next = await listings().searchListingsItemsWithHttpInfo(DEMO_SELLER_ID, [US], {
      includedData: ['summaries', 'attributes'],
      pageSize: 5,
      pageToken: data['pagination'].nextToken,
    });
    expect(next.data['items'].map((i: { sku: string }) => i.sku)).not.toContain(data['items'][0].sku);
  });

  it('getListingsItem answers an Item with the data sets asked for', async () => {
    const { data, response } = await listings().getListingsItemWithHttpInfo(DEMO_SELLER_ID, SKU, [US], {
      includedData: ['summaries', 'attributes', 'issues'],
    });
    expect(response.status).toBe(200);
    expectModel(MODEL_FILES.listings, 'Item', response.body);
    expect(data['sku']).toBe(SKU);
    expect(data['attributes'].item_name[0]).toMatchObject({ language_tag: 'en_US', marketplace_id: US });
  });

  it('patchListingsItem in VALIDATION_PREVIEW: VALID for a replace and for a selector-only delete, nothing stored', async () => {
    const item = await listings().getListingsItemWithHttpInfo(DEMO_SELLER_ID, SKU, [US], {
      includedData: ['summaries', 'attributes'],
    });
    const productType = item.data['summaries'][0].productType as string;
    const body = {
      productType,
      patches: [
        {
          op: 'replace',
          path: '/attributes/item_name',
          value: [{ value: 'Logitech G533 Wireless Gaming Headset, DTS 7.1', language_tag: 'en_US', marketplace_id: US }],
        },
        { op: 'delete', path: '/attributes/product_description', value: [{ language_tag: 'en_US', marketplace_id: US }] },
      ],
    };
    expectModel(MODEL_FILES.listings, 'ListingsItemPatchRequest', body);
    const { data, response } = await listings().patchListingsItemWithHttpInfo(DEMO_SELLER_ID, SKU, [US], body, {
      mode: 'VALIDATION_PREVIEW',
      includedData: ['issues', 'identifiers'],
    });
    expect(response.status).toBe(200);
    expectModel(MODEL_FILES.listings, 'ListingsItemSubmissionResponse', response.body);
    expect(data).toMatchObject({ sku: SKU, status: 'VALID', issues: [] });
    expect(data['identifiers'][0]).toMatchObject({ marketplaceId: US });

    const after = await listings().getListingsItemWithHttpInfo(DEMO_SELLER_ID, SKU, [US], { includedData: ['attributes'] });
    expect(after.data['attributes']).toEqual(item.data['attributes']);
  });

  it('an SDK call refused by Amazon rejects with the status and an ErrorList body', async () => {
    const error = (await listings()
      .getListingsItemWithHttpInfo('A9OTHERSELLER', SKU, [US])
      .catch((e: unknown) => e)) as { status: number; response: { body: unknown } };
    expect(error.status).toBe(403);
    expectModel(MODEL_FILES.listings, 'ErrorList', error.response.body);
  });
});

describe('Reports 2021-06-30 through the SDK', () => {
  it('createReport, getReport until DONE, getReportDocument and the gzipped download', async () => {
    const reports = new ReportsSpApi.ReportsApi(sdk(ReportsSpApi.ApiClient));
    const created = await reports.createReportWithHttpInfo({
      reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA',
      marketplaceIds: [US],
    });
    expect(created.response.status).toBe(202);
    expectModel(MODEL_FILES.reports, 'CreateReportResponse', created.response.body);
    const reportId = created.data['reportId'] as string;

    const statuses: string[] = [];
    let report: Record<string, unknown> = {};
    for (let poll = 0; poll < 10 && report['processingStatus'] !== 'DONE'; poll++) {
      const res = await reports.getReportWithHttpInfo(reportId);
      expectModel(MODEL_FILES.reports, 'Report', res.response.body);
      report = res.data;
      statuses.push(String(report['processingStatus']));
    }
    expect(statuses[0]).toBe('IN_QUEUE');
    expect(statuses.at(-1)).toBe('DONE');

    const doc = await reports.getReportDocumentWithHttpInfo(String(report['reportDocumentId']));
    expectModel(MODEL_FILES.reports, 'ReportDocument', doc.response.body);
    expect(doc.data['compressionAlgorithm']).toBe('GZIP');
    const download = await fetch(String(doc.data['url']));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/charset=UTF-8/i);
    const tsv = gunzipSync(Buffer.from(await download.arrayBuffer())).toString('utf8');
    const [header, ...rows] = tsv.trim().split('\n');
    expect(header?.split('\t')).toEqual(expect.arrayContaining(['item-name', 'seller-sku', 'asin1']));
    expect(rows.some((r) => r.includes(SKU))).toBe(true);
  });
});

describe('A+ Content 2020-11-01 and Uploads through the SDK', () => {
  const aplus = () => new ApluscontentSpApi.AplusContentApi(sdk(ApluscontentSpApi.ApiClient));
  const document = {
    contentDocument: {
      name: 'Headset story',
      contentType: 'EBC',
      locale: 'en-US',
      contentModuleList: [
        {
          contentModuleType: 'STANDARD_TEXT',
          standardText: {
            headline: { value: 'Seven speakers of sound', decoratorSet: [] },
            body: { textList: [{ value: 'DTS Headphone:X 7.1 surround.', decoratorSet: [] }] },
          },
        },
      ],
    },
  };

  it('validateContentDocumentAsinRelations, createContentDocument, relate the ASIN, postContentDocumentApprovalSubmission', async () => {
    expectModel(MODEL_FILES.aplus, 'PostContentDocumentRequest', document);
    const validated = await aplus().validateContentDocumentAsinRelationsWithHttpInfo(US, document, { asinSet: [OWN_ASIN] });
    expect(validated.response.status).toBe(200);
    expectModel(MODEL_FILES.aplus, 'ValidateContentDocumentAsinRelationsResponse', validated.response.body);
    expect(validated.data['errors']).toEqual([]);

    const created = await aplus().createContentDocumentWithHttpInfo(US, document);
    expectModel(MODEL_FILES.aplus, 'PostContentDocumentResponse', created.response.body);
    const key = created.data['contentReferenceKey'] as string;
    expect(key).toBeTruthy();

    const related = await aplus().postContentDocumentAsinRelationsWithHttpInfo(key, US, { asinSet: [OWN_ASIN] });
    expectModel(MODEL_FILES.aplus, 'PostContentDocumentAsinRelationsResponse', related.response.body);

    // The SDK sends this POST with Content-Type: application/json and no body at all.
    const submitted = await aplus().postContentDocumentApprovalSubmissionWithHttpInfo(key, US);
    expect(submitted.response.status).toBe(200);
    expectModel(MODEL_FILES.aplus, 'PostContentDocumentApprovalSubmissionResponse', submitted.response.body);

    const record = await aplus().getContentDocumentWithHttpInfo(key, US, ['METADATA']);
    expectModel(MODEL_FILES.aplus, 'GetContentDocumentResponse', record.response.body);
    expect(record.data['contentRecord'].contentMetadata.status).toBe('SUBMITTED');
  });

  it('createUploadDestinationForResource with the resource as one encoded path segment and no body', async () => {
    const uploads = new UploadsSpApi.UploadsApi(sdk(UploadsSpApi.ApiClient));
    const md5 = createHash('md5').update('png bytes').digest('base64');
    const { data, response } = await uploads.createUploadDestinationForResourceWithHttpInfo(
      [US],
      md5,
      'aplus/2020-11-01/contentDocuments',
      { contentType: 'image/png' },
    );
    expect(response.status).toBe(201);
    expectModel(MODEL_FILES.uploads, 'CreateUploadDestinationResponse', response.body);
    expect(data['payload'].uploadDestinationId).toMatch(/^sc\/.+\.png$/);
  });

  it('an A+ refusal reaches the SDK as 403 with an ErrorList the A+ model accepts', async () => {
    await control(emu.base, 'faults', { operation: 'searchContentDocuments', kind: '403', count: 1 });
    const error = (await aplus()
      .searchContentDocumentsWithHttpInfo(US)
      .catch((e: unknown) => e)) as { status: number; response: { body: unknown } };
    expect(error.status).toBe(403);
    expectModel(MODEL_FILES.aplus, 'ErrorList', error.response.body);
  });
});
