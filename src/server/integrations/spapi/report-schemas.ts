import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { REPORT_SCHEMA_FILES, type JsonReportType } from './report-types.ts';

/** Same path from src/ and from the compiled dist/ (the build mirrors src). */
const SCHEMAS_DIR = new URL('../../../../vendor/amazon/spapi-models/schemas/reports/', import.meta.url);

const ajv = new Ajv({ strict: false, allErrors: false, logger: false });
addFormatsModule.default(ajv);
const validators = new Map<JsonReportType, ValidateFunction>();

function validatorFor(reportType: JsonReportType): ValidateFunction {
  let validate = validators.get(reportType);
  if (!validate) {
    const schema = JSON.parse(readFileSync(new URL(REPORT_SCHEMA_FILES[reportType], SCHEMAS_DIR), 'utf8')) as object;
    // Amazon's files carry no $id; compile each on its own so their local $refs stay apart.
    validate = ajv.compile({ ...schema, $id: `listingpilot:reports/${reportType}` });
    validators.set(reportType, validate);
  }
  return validate;
}

/** Up to three of Amazon's schema violations in a document, as "path: message"; [] when it is valid. */
export function reportSchemaErrors(reportType: JsonReportType, document: unknown): string[] {
  const validate = validatorFor(reportType);
  if (validate(document)) return [];
  return (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
}
