/**
 * Stripe's SDK sends bodies as application/x-www-form-urlencoded with bracketed keys
 * (`line_items[0][price_data][currency]=usd`, `metadata[tier]=pro`). This turns them back into
 * the nested object the caller passed; numeric segments become array indexes.
 */
export type FormValue = string | FormObject | FormValue[];
export type FormObject = { [key: string]: FormValue };

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: FormObject | FormValue[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]!);
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as FormObject | FormValue[];
    });
  }
  return root;
}

export function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function obj(value: FormValue | undefined): FormObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  // Sparse indexes ('line_items[0]') parse into an object keyed by the digits on some inputs.
  if (value && typeof value === 'object') return Object.values(value);
  return [];
}
