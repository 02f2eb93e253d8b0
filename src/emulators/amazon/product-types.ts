/**
 * Product Type Definitions 2020-09-01 backed by the real schemas bundled in
 * vendor/amazon/product-types. Those were retrieved for the US store, so for other marketplaces the
 * emulator rewrites `$defs.marketplace_id` / `$defs.language_tag` to that store's values, as Amazon's
 * per-marketplace schemas do. patchListingsItem validates against the same derived schema.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { findMarketplace } from '#core/marketplaces';
import { invalidInput, notFound } from './errors.ts';
import { MODEL_FILES } from './models.ts';
import { queryList, queryString, registerOperation } from './operation.ts';
import type { EmulatorState } from './state.ts';

const TYPES_DIR = new URL('../../../vendor/amazon/product-types/', import.meta.url);

export const PRODUCT_TYPES: Record<string, { file: string; displayName: string }> = {
  PRODUCT: { file: 'PRODUCT.json', displayName: 'Product' },
  BRACELET: { file: 'BRACELET.json', displayName: 'Bracelet' },
  ABIS_BOOK: { file: 'ABIS_BOOK.json', displayName: 'Book' },
};

/** language_tag values each store accepts for listing attributes (the product type definitions' locale list). */
export const MARKETPLACE_LANGUAGE_TAGS: Record<string, { tags: string[]; names: string[] }> = {
  ATVPDKIKX0DER: { tags: ['en_US', 'es_US'], names: ['English (United States)', 'Spanish (United States)'] },
  A1F83G8C2ARO7P: { tags: ['en_GB'], names: ['English (United Kingdom)'] },
  A1PA6795UKMFR9: { tags: ['de_DE'], names: ['German (Germany)'] },
  A13V1IB3VIYZZH: { tags: ['fr_FR'], names: ['French (France)'] },
  APJ6JRA9NG5V4: { tags: ['it_IT'], names: ['Italian (Italy)'] },
  A1RKKUPIHCS9HS: { tags: ['es_ES'], names: ['Spanish (Spain)'] },
};

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  $defs?: Record<string, JsonSchema>;
};

const rawSchemas = new Map<string, string>();
const derived = new Map<string, { text: string; schema: JsonSchema; checksum: string }>();

function readRaw(productType: string): string | undefined {
  const entry = PRODUCT_TYPES[productType];
  if (!entry) return undefined;
  let raw = rawSchemas.get(productType);
  if (!raw) {
    raw = readFileSync(new URL(entry.file, TYPES_DIR), 'utf8');
    rawSchemas.set(productType, raw);
  }
  return raw;
}

/** The product type schema as Amazon would serve it for one marketplace (cached). */
export function getProductTypeSchema(
  productType: string,
  marketplaceId: string,
): { text: string; schema: JsonSchema; checksum: string } | undefined {
  const key = `${productType}/${marketplaceId}`;
  const cached = derived.get(key);
  if (cached) return cached;
  const raw = readRaw(productType);
  const market = findMarketplace(marketplaceId);
  const langs = MARKETPLACE_LANGUAGE_TAGS[marketplaceId];
  if (!raw || !market || !langs) return undefined;
  const schema = JSON.parse(raw) as JsonSchema;
  const defs = schema.$defs ?? {};
  defs['marketplace_id'] = {
    ...defs['marketplace_id'],
    default: marketplaceId,
    examples: [market.name],
    anyOf: [{ type: 'string' }, { type: 'string', enum: [marketplaceId], enumNames: [market.name] }],
  };
  defs['language_tag'] = {
    ...defs['language_tag'],
    default: langs.tags[0],
    examples: [langs.names[0]],
    anyOf: [{ type: 'string' }, { type: 'string', enum: langs.tags, enumNames: langs.names }],
  };
  schema.$defs = defs;
  const text = JSON.stringify(schema);
  const entry = { text, schema, checksum: createHash('md5').update(text).digest('base64') };
  derived.set(key, entry);
  return entry;
}

export type ValueRule = {
  type?: string;
  maxLength?: number;
  minLength?: number;
  maxUtf8ByteLength?: number;
  minUtf8ByteLength?: number;
};
export type AttributeRule = {
  name: string;
  selectors: string[];
  maxUniqueItems?: number;
  required: string[];
  valueRules: Record<string, ValueRule>;
};

/** The limits patchListingsItem enforces for one attribute, read from the product type schema. */
export function getAttributeRule(productType: string, marketplaceId: string, attribute: string): AttributeRule | undefined {
  const entry = getProductTypeSchema(productType, marketplaceId);
  const prop = entry?.schema.properties?.[attribute];
  if (!prop) return undefined;
  const items = prop.items ?? {};
  const valueRules: Record<string, ValueRule> = {};
  for (const [name, s] of Object.entries(items.properties ?? {})) {
    valueRules[name] = {
      type: s['type'] as string | undefined,
      maxLength: s['maxLength'] as number | undefined,
      minLength: s['minLength'] as number | undefined,
      maxUtf8ByteLength: s['maxUtf8ByteLength'] as number | undefined,
      minUtf8ByteLength: s['minUtf8ByteLength'] as number | undefined,
    };
  }
  return {
    name: attribute,
    selectors: (prop['selectors'] as string[] | undefined) ?? [],
    maxUniqueItems: prop['maxUniqueItems'] as number | undefined,
    required: items.required ?? [],
    valueRules,
  };
}

function schemaUrl(state: EmulatorState, productType: string, marketplaceId: string): string {
  return `${state.opts.publicUrl}/product-type-schemas/${encodeURIComponent(productType)}/${encodeURIComponent(marketplaceId)}.json`;
}

export function registerProductTypeRoutes(app: FastifyInstance, state: EmulatorState): void {
  registerOperation(app, state, MODEL_FILES.definitions, 'getDefinitionsProductType', (ctx) => {
    const productType = ctx.params['productType'] ?? '';
    const marketplaceIds = queryList(ctx, 'marketplaceIds');
    if (marketplaceIds.length !== 1) return { status: 400, body: invalidInput('Exactly one marketplaceId must be provided.') };
    const marketplaceId = marketplaceIds[0] ?? '';
    if (!findMarketplace(marketplaceId)) return { status: 400, body: invalidInput(`Invalid marketplaceId: ${marketplaceId}.`) };
    const entry = getProductTypeSchema(productType, marketplaceId);
    if (!entry)
      return { status: 404, body: notFound(`Product type ${productType} was not found in marketplace ${marketplaceId}.`) };
    const meta = readFileSync(new URL('meta-schema-v1.json', TYPES_DIR));
    const props = Object.keys(entry.schema.properties ?? {});
    const textProps = ['item_name', 'brand', 'bullet_point', 'product_description', 'generic_keyword'].filter((p) =>
      props.includes(p),
    );
    return {
      status: 200,
      body: {
        metaSchema: {
          link: { resource: `${state.opts.publicUrl}/product-type-schemas/meta-schema/v1.json`, verb: 'GET' },
          checksum: createHash('md5').update(meta).digest('base64'),
        },
        schema: { link: { resource: schemaUrl(state, productType, marketplaceId), verb: 'GET' }, checksum: entry.checksum },
        requirements: queryString(ctx, 'requirements') ?? 'LISTING',
        requirementsEnforced: queryString(ctx, 'requirementsEnforced') ?? 'ENFORCED',
        propertyGroups: {
          product_identity: {
            title: 'Product Identity',
            propertyNames: textProps.filter((p) => p === 'item_name' || p === 'brand'),
          },
          product_details: {
            title: 'Product Details',
            propertyNames: textProps.filter((p) => p !== 'item_name' && p !== 'brand'),
          },
        },
        locale: queryString(ctx, 'locale') ?? MARKETPLACE_LANGUAGE_TAGS[marketplaceId]?.tags[0] ?? 'en_US',
        marketplaceIds: [marketplaceId],
        productType,
        displayName: PRODUCT_TYPES[productType]?.displayName ?? productType,
        productTypeVersion: { version: 'U1.0', latest: true, releaseCandidate: false },
      },
    };
  });

  registerOperation(app, state, MODEL_FILES.definitions, 'searchDefinitionsProductTypes', (ctx) => {
    const keywords = queryList(ctx, 'keywords').map((k) => k.toLowerCase());
    const marketplaceIds = queryList(ctx, 'marketplaceIds');
    const productTypes = Object.entries(PRODUCT_TYPES)
      .filter(
        ([name, t]) =>
          keywords.length === 0 ||
          keywords.some((k) => name.toLowerCase().includes(k) || t.displayName.toLowerCase().includes(k)),
      )
      .map(([name, t]) => ({ name, displayName: t.displayName, marketplaceIds }));
    return { status: 200, body: { productTypes, productTypeVersion: 'U1.0' } };
  });

  // The "pre-signed" schema links; Amazon's expire after 7 days, these never do.
  app.get('/product-type-schemas/meta-schema/v1.json', async (_request, reply) => {
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .send(readFileSync(new URL('meta-schema-v1.json', TYPES_DIR)));
  });
  app.get<{ Params: { productType: string; file: string } }>(
    '/product-type-schemas/:productType/:file',
    async (request, reply) => {
      const entry = getProductTypeSchema(request.params.productType, request.params.file.replace(/\.json$/, ''));
      if (!entry)
        return reply
          .code(404)
          .header('content-type', 'application/xml')
          .send('<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
      return reply.header('content-type', 'application/json; charset=utf-8').send(entry.text);
    },
  );
}
