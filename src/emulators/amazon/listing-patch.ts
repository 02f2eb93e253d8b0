/**
 * Content validation and application of patchListingsItem patches.
 * Validation failures are issues (HTTP 200, status INVALID), never HTTP errors.
 */
import { MARKETPLACE_LANGUAGE_TAGS, getAttributeRule, getProductTypeSchema } from './product-types.ts';
import type { AttributeValue, Attributes, StoredIssue } from './state.ts';

export type PatchOperation = { op: 'add' | 'replace' | 'merge' | 'delete'; path: string; value?: AttributeValue[] };

const INVALID = '90000900';

function issue(message: string, attributeNames: string[], code = INVALID): StoredIssue {
  return { code, message, severity: 'ERROR', attributeNames, categories: ['INVALID_ATTRIBUTE'] };
}

function attributeName(path: string): { name?: string; nested: boolean } {
  const m = /^\/attributes\/([^/]+)(\/.*)?$/.exec(path);
  if (!m) return { nested: false };
  return { name: m[1], nested: m[2] !== undefined };
}

type AttributeRule = NonNullable<ReturnType<typeof getAttributeRule>>;

/** The selector checks every value of a patch passes, whatever the op: its marketplace and language. */
function selectorIssues(
  name: string,
  rule: AttributeRule,
  values: AttributeValue[],
  listingMarketplaceId: string,
  requestMarketplaceIds: string[],
  allowedLanguages: string[],
): StoredIssue[] {
  const issues: StoredIssue[] = [];
  for (const v of values) {
    const mp = v['marketplace_id'];
    if (
      'marketplace_id' in rule.valueRules &&
      mp !== undefined &&
      (mp !== listingMarketplaceId || !requestMarketplaceIds.includes(String(mp)))
    ) {
      issues.push(issue(`The marketplace_id ${String(mp)} of '${name}' does not match the marketplace of this request.`, [name]));
    }
    const lang = v['language_tag'];
    if ('language_tag' in rule.valueRules) {
      if (lang === undefined) issues.push(issue(`'${name}' requires language_tag.`, [name]));
      else if (!allowedLanguages.includes(String(lang)))
        issues.push(
          issue(
            `The language_tag ${String(lang)} is not allowed for '${name}' in this marketplace. Allowed: ${allowedLanguages.join(', ')}.`,
            [name],
          ),
        );
    }
  }
  return issues;
}

export function validatePatches(
  productType: string,
  listingMarketplaceId: string,
  requestMarketplaceIds: string[],
  patches: PatchOperation[],
): StoredIssue[] {
  const issues: StoredIssue[] = [];
  if (!getProductTypeSchema(productType, listingMarketplaceId)) {
    return [
      {
        code: '4000001',
        message: `The product type ${productType} is not valid for this marketplace.`,
        severity: 'ERROR',
        attributeNames: [],
        categories: ['INVALID_ATTRIBUTE'],
      },
    ];
  }
  const allowedLanguages = MARKETPLACE_LANGUAGE_TAGS[listingMarketplaceId]?.tags ?? [];
  for (const patch of patches) {
    const { name, nested } = attributeName(patch.path);
    if (!name) {
      issues.push(issue(`The path ${patch.path} is not valid. Paths must be of the form /attributes/{attributeName}.`, []));
      continue;
    }
    if (nested) {
      issues.push(
        issue(
          `Patching nested attribute paths is not supported (${patch.path}); patch the top-level attribute /attributes/${name}.`,
          [name],
        ),
      );
      continue;
    }
    const rule = getAttributeRule(productType, listingMarketplaceId, name);
    if (!rule) {
      issues.push(issue(`The attributes are invalid. '${name}' is not an attribute of product type ${productType}.`, [name]));
      continue;
    }
    if (patch.op === 'delete') {
      if (patch.value === undefined) continue;
      // A delete names the values to remove by their selectors only (marketplace_id, language_tag), as
      // Amazon documents it; content rules (required `value`, lengths) apply to what is written, not removed.
      issues.push(...selectorIssues(name, rule, patch.value, listingMarketplaceId, requestMarketplaceIds, allowedLanguages));
      continue;
    }
    if (!patch.value || patch.value.length === 0) {
      issues.push(issue(`'${name}' requires at least one value.`, [name], '90220'));
      continue;
    }
    const perSelector = new Map<string, number>();
    issues.push(...selectorIssues(name, rule, patch.value, listingMarketplaceId, requestMarketplaceIds, allowedLanguages));
    for (const v of patch.value) {
      for (const req of rule.required) {
        if (req !== 'marketplace_id' && req !== 'language_tag' && (v[req] === undefined || v[req] === null))
          issues.push(issue(`'${name}' is missing the required property '${req}'.`, [name], '90220'));
      }
      for (const [prop, r] of Object.entries(rule.valueRules)) {
        const value = v[prop];
        if (typeof value !== 'string') continue;
        if (prop === 'value' && value.trim().length === 0) issues.push(issue(`'${name}' must not be empty.`, [name], '90220'));
        if (r.maxLength !== undefined && [...value].length > r.maxLength)
          issues.push(
            issue(`The value of '${name}' is ${[...value].length} characters; the maximum is ${r.maxLength}.`, [name], '8560'),
          );
        const bytes = Buffer.byteLength(value, 'utf8');
        if (r.maxUtf8ByteLength !== undefined && bytes > r.maxUtf8ByteLength)
          issues.push(
            issue(`The value of '${name}' is ${bytes} bytes (UTF-8); the maximum is ${r.maxUtf8ByteLength}.`, [name], '8560'),
          );
        if (r.minLength !== undefined && r.minLength > 0 && [...value].length < r.minLength)
          issues.push(issue(`The value of '${name}' is shorter than ${r.minLength} characters.`, [name], '8560'));
      }
      const selectorKey = rule.selectors.map((s) => String(v[s] ?? '')).join('|');
      perSelector.set(selectorKey, (perSelector.get(selectorKey) ?? 0) + 1);
    }
    if (rule.maxUniqueItems !== undefined && [...perSelector.values()].some((n) => n > (rule.maxUniqueItems ?? Infinity))) {
      issues.push(
        issue(`'${name}' accepts at most ${rule.maxUniqueItems} value(s) per marketplace and language.`, [name], '8560'),
      );
    }
  }
  return issues;
}

const SELECTORS = ['marketplace_id', 'language_tag'];

function sameSelectors(a: AttributeValue, b: AttributeValue): boolean {
  return SELECTORS.every((s) => a[s] === undefined || b[s] === undefined || a[s] === b[s]);
}

/** Apply validated patches, returning new attributes; untouched attributes keep their identity. */
export function applyPatches(attributes: Attributes, patches: PatchOperation[]): Attributes {
  const next: Attributes = { ...attributes };
  for (const p of patches) {
    const name = attributeName(p.path).name;
    if (!name) continue;
    const current = next[name] ?? [];
    const values = p.value ?? [];
    if (p.op === 'delete') {
      const kept = values.length === 0 ? [] : current.filter((c) => !values.some((v) => sameSelectors(c, v)));
      if (kept.length === 0) delete next[name];
      else next[name] = kept;
    } else if (p.op === 'merge') {
      const merged = current.map((c) => {
        const match = values.find((v) => sameSelectors(c, v));
        return match ? { ...c, ...match } : c;
      });
      const added = values.filter((v) => !current.some((c) => sameSelectors(c, v)));
      next[name] = [...merged, ...added];
    } else {
      // add/replace: the new values replace every existing value with the same selectors.
      next[name] = [...current.filter((c) => !values.some((v) => sameSelectors(c, v))), ...values];
    }
  }
  return next;
}
