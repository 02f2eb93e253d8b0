/**
 * Amazon's Swagger 2.0 models (vendor/amazon/spapi-models) as ajv validators.
 *
 * Why: the emulator must not drift from Amazon's real shapes (docs/decisions/0010-amazon-emulator-validates-against-models.md). Every request it accepts and
 * every response it sends is checked against the same model files the SP-API client is written from.
 * Swagger 2.0 `definitions` are close enough to JSON Schema draft-07 that ajv compiles them directly
 * once they sit under an `$id`; `$ref: '#/definitions/X'` then resolves inside that document.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

export const MODEL_FILES = {
  listings: 'listingsItems_2021-08-01.json',
  reports: 'reports_2021-06-30.json',
  catalog: 'catalogItems_2022-04-01.json',
  definitions: 'definitionsProductTypes_2020-09-01.json',
  sellers: 'sellers.json',
  feedback: 'customerFeedback_2024-06-01.json',
  aplus: 'aplusContent_2020-11-01.json',
  uploads: 'uploads_2020-11-01.json',
  notifications: 'notifications.json',
} as const;
export type ModelFile = (typeof MODEL_FILES)[keyof typeof MODEL_FILES];

const MODELS_DIR = new URL('../../../vendor/amazon/spapi-models/', import.meta.url);

type SwaggerParameter = {
  name: string;
  in: 'path' | 'query' | 'body' | 'header' | 'formData';
  required?: boolean;
  type?: string;
  items?: { type?: string; enum?: unknown[] };
  enum?: unknown[];
  maximum?: number;
  minimum?: number;
  maxItems?: number;
  minItems?: number;
  maxLength?: number;
  minLength?: number;
  default?: unknown;
  schema?: { $ref?: string };
};
type SwaggerResponse = { schema?: Record<string, unknown>; headers?: Record<string, unknown> };
type SwaggerOperation = {
  operationId: string;
  parameters?: SwaggerParameter[];
  responses: Record<string, SwaggerResponse>;
};
type SwaggerDoc = {
  basePath?: string;
  paths: Record<string, Record<string, SwaggerOperation | SwaggerParameter[]>>;
  definitions: Record<string, unknown>;
};

export type ModelOperation = {
  model: ModelFile;
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Swagger path, e.g. /listings/2021-08-01/items/{sellerId}/{sku}. */
  path: string;
  /** The same path in Fastify syntax (/listings/2021-08-01/items/:sellerId/:sku). */
  routePath: string;
  parameters: SwaggerParameter[];
  responses: Record<string, SwaggerResponse>;
};

const docs = new Map<ModelFile, SwaggerDoc>();
const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
// Swagger numeric/binary formats carry no constraint JSON Schema could check.
addFormatsModule.default(ajv);
for (const f of ['float', 'double', 'int32', 'int64', 'byte', 'binary', 'password']) ajv.addFormat(f, true);

function loadDoc(model: ModelFile): SwaggerDoc {
  const cached = docs.get(model);
  if (cached) return cached;
  const doc = JSON.parse(readFileSync(new URL(model, MODELS_DIR), 'utf8')) as SwaggerDoc;
  ajv.addSchema({ $id: schemaId(model), definitions: doc.definitions });
  docs.set(model, doc);
  return doc;
}

function schemaId(model: ModelFile): string {
  return `https://spapi-models.local/${model}`;
}

const validators = new Map<string, ValidateFunction>();

/** A compiled validator for a schema fragment of a model (a `$ref` or an inline schema). */
function compileFragment(model: ModelFile, key: string, fragment: Record<string, unknown>): ValidateFunction {
  const cacheKey = `${model}::${key}`;
  let v = validators.get(cacheKey);
  if (!v) {
    loadDoc(model);
    v = ajv.compile(rebaseRefs(model, fragment) as Record<string, unknown>);
    validators.set(cacheKey, v);
  }
  return v;
}

/** Inline response schemas use `#/definitions/X`; point them at the model document. */
function rebaseRefs(model: ModelFile, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((n) => rebaseRefs(model, n));
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      out[k] = k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${schemaId(model)}${v}` : rebaseRefs(model, v);
    }
    return out;
  }
  return node;
}

export function formatAjvErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map(
    (e) =>
      `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}${
        e.keyword === 'enum'
          ? ` (${JSON.stringify(e.params)})`
          : e.keyword === 'additionalProperties'
            ? ` (${String(e.params['additionalProperty'])})`
            : ''
      }`,
  );
}

export type ModelValidationResult = { valid: boolean; errors: string[] };

/**
 * Validate a value against a definition of one of Amazon's model files, e.g.
 * `validateAgainstModel('listingsItems_2021-08-01.json', 'ListingsItemPatchRequest', body)`.
 * Reused by the SP-API client contract tests to check what the client sends.
 */
export function validateAgainstModel(modelFile: ModelFile, definitionName: string, value: unknown): ModelValidationResult {
  const doc = loadDoc(modelFile);
  if (!(definitionName in doc.definitions)) throw new Error(`${modelFile} has no definition ${definitionName}`);
  const v = compileFragment(modelFile, `def:${definitionName}`, { $ref: `#/definitions/${definitionName}` });
  const valid = v(value);
  return { valid, errors: valid ? [] : formatAjvErrors(v.errors) };
}

/**
 * Amazon's gateway answers 403/429 with `details: ""` on most APIs, but the A+ model declares
 * `details` with minLength 1, so an A+ client that validates (or a generated SDK) would reject that
 * body. An empty `details` is therefore left out wherever the model forbids it.
 */
export function fitErrorDetails(model: ModelFile, body: unknown): unknown {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return body;
  const details = ((loadDoc(model).definitions['Error'] as { properties?: Record<string, { minLength?: number }> } | undefined)
    ?.properties ?? {})['details'];
  if ((details?.minLength ?? 0) < 1) return body;
  return {
    ...(body as object),
    errors: errors.map((e: unknown) => {
      if (!e || typeof e !== 'object' || (e as { details?: unknown }).details !== '') return e;
      const { details: _empty, ...rest } = e as Record<string, unknown>;
      return rest;
    }),
  };
}

/** Look an operation up by operationId, with its HTTP method and path as the model declares them. */
export function getModelOperation(model: ModelFile, operationId: string): ModelOperation {
  const doc = loadDoc(model);
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = Array.isArray(item['parameters']) ? (item['parameters'] as SwaggerParameter[]) : [];
    for (const [method, op] of Object.entries(item)) {
      if (method === 'parameters' || Array.isArray(op) || op.operationId !== operationId) continue;
      const fullPath = `${doc.basePath && doc.basePath !== '/' ? doc.basePath : ''}${path}`;
      return {
        model,
        operationId,
        method: method.toUpperCase() as ModelOperation['method'],
        path: fullPath,
        routePath: fullPath.replace(/\{(\w+)\}/g, ':$1'),
        parameters: [...shared, ...(op.parameters ?? [])],
        responses: op.responses,
      };
    }
  }
  throw new Error(`${model} has no operation ${operationId}`);
}

/** Whether the model declares `x-amzn-RateLimit-Limit` for this status (2xx/400/404 only in practice). */
export function declaresRateLimitHeader(op: ModelOperation, status: number): boolean {
  const headers = op.responses[String(status)]?.headers;
  return headers ? Object.keys(headers).some((h) => h.toLowerCase() === 'x-amzn-ratelimit-limit') : false;
}

/** Validate a response body against the schema the model declares for that status. */
export function validateResponse(op: ModelOperation, status: number, body: unknown): ModelValidationResult {
  const response = op.responses[String(status)];
  if (!response) return { valid: false, errors: [`${op.operationId} declares no ${status} response`] };
  if (!response.schema) {
    return body === undefined || body === null || body === ''
      ? { valid: true, errors: [] }
      : { valid: false, errors: [`${op.operationId} declares no body for ${status}`] };
  }
  const v = compileFragment(op.model, `res:${op.operationId}:${status}`, response.schema);
  const valid = v(body);
  return { valid, errors: valid ? [] : formatAjvErrors(v.errors) };
}

export type ParsedRequest = { query: Record<string, unknown>; errors: string[] };

/** Split a Swagger `collectionFormat: csv` parameter sent either comma-joined or repeated. */
function toList(raw: unknown): string[] {
  const parts = Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return parts
    .flatMap((p) => p.split(','))
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/**
 * Check query parameters and body of a request against the operation's declared parameters.
 * Returns the query with arrays split and integers parsed, and human-readable errors in the style of
 * Amazon's 400 `InvalidInput` messages.
 */
export function parseRequest(op: ModelOperation, rawQuery: Record<string, unknown>, body: unknown): ParsedRequest {
  const query: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const p of op.parameters) {
    if (p.in === 'body') {
      if (body === undefined || body === null) {
        if (p.required) errors.push('The request body is missing.');
        continue;
      }
      const v = compileFragment(op.model, `req:${op.operationId}`, p.schema ?? {});
      if (!v(body)) errors.push(...formatAjvErrors(v.errors).map((e) => `Request body ${e}`));
      continue;
    }
    if (p.in !== 'query') continue;
    const raw = rawQuery[p.name];
    if (raw === undefined || raw === '') {
      if (p.required) errors.push(`Missing required parameter '${p.name}'.`);
      else if (p.default !== undefined) query[p.name] = p.default;
      continue;
    }
    const allowed = p.enum ?? p.items?.enum;
    if (p.type === 'array') {
      const list = toList(raw);
      if (p.maxItems !== undefined && list.length > p.maxItems) errors.push(`'${p.name}' accepts at most ${p.maxItems} values.`);
      if (p.minItems !== undefined && list.length < p.minItems) errors.push(`'${p.name}' needs at least ${p.minItems} values.`);
      const bad = allowed ? list.filter((x) => !allowed.includes(x)) : [];
      if (bad.length > 0) errors.push(`Invalid value(s) for '${p.name}': ${bad.join(', ')}.`);
      query[p.name] = list;
      continue;
    }
    const value = Array.isArray(raw) ? String(raw[0]) : String(raw);
    if (p.type === 'integer' || p.type === 'number') {
      const n = Number(value);
      if (!Number.isFinite(n) || (p.type === 'integer' && !Number.isInteger(n))) {
        errors.push(`'${p.name}' must be ${p.type === 'integer' ? 'an integer' : 'a number'}.`);
        continue;
      }
      if (p.maximum !== undefined && n > p.maximum) errors.push(`'${p.name}' must be less than or equal to ${p.maximum}.`);
      if (p.minimum !== undefined && n < p.minimum) errors.push(`'${p.name}' must be greater than or equal to ${p.minimum}.`);
      query[p.name] = n;
      continue;
    }
    if (p.type === 'boolean') {
      if (value !== 'true' && value !== 'false') errors.push(`'${p.name}' must be true or false.`);
      query[p.name] = value === 'true';
      continue;
    }
    if (allowed && !allowed.includes(value)) errors.push(`Invalid value for '${p.name}': ${value}.`);
    if (p.maxLength !== undefined && value.length > p.maxLength) errors.push(`'${p.name}' is longer than ${p.maxLength}.`);
    query[p.name] = value;
  }
  return { query, errors };
}
