/**
 * Uploads 2020-11-01 for A+ images: createUploadDestinationForResource and
 * the upload "S3" sink its URL points at. The resource is a greedy path parameter
 * (`aplus/2020-11-01/contentDocuments`), which a Fastify `:param` cannot match, so this route runs the
 * same front-door steps as operation.ts (faults, token, throttle, model checks) on a wildcard path.
 */
import { createHash, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXPIRED_TOKEN, invalidInput, QUOTA_EXCEEDED, UNAUTHORIZED } from './errors.ts';
import { faultAnswer } from './faults.ts';
import { getModelOperation, MODEL_FILES, parseRequest } from './models.ts';
import { sendModelResponse } from './operation.ts';
import { nowMs, type EmulatorState } from './state.ts';
import { takeToken } from './throttle.ts';

const OPERATION = 'createUploadDestinationForResource';
const APLUS_RESOURCE = 'aplus/2020-11-01/contentDocuments';
const IMAGE_TYPES: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/tiff': 'tif' };
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MD5_BASE64 = /^[A-Za-z0-9+/]{22}==$/;

function sellerFor(state: EmulatorState, request: FastifyRequest): { sellerId: string } | { error: unknown } {
  const header = request.headers['x-amz-access-token'];
  const token = Array.isArray(header) ? header[0] : header;
  const entry = token ? state.accessTokens.get(token) : undefined;
  if (!entry) return { error: UNAUTHORIZED };
  if (entry.expiresAt <= nowMs(state)) return { error: EXPIRED_TOKEN };
  return { sellerId: entry.sellerId };
}

export function registerUploadsRoutes(app: FastifyInstance, state: EmulatorState): void {
  const op = getModelOperation(MODEL_FILES.uploads, OPERATION);

  app.post('/uploads/2020-11-01/uploadDestinations/*', { config: { operationId: OPERATION } }, async (request, reply) => {
    const fault = state.faults.get(OPERATION);
    if (fault && fault.count > 0) {
      fault.count--;
      const answer = await faultAnswer(fault);
      return sendModelResponse(state, op, reply, answer.status, answer.body);
    }
    const auth = sellerFor(state, request);
    if ('error' in auth) return sendModelResponse(state, op, reply, 403, auth.error);
    if (!takeToken(state, OPERATION, auth.sellerId)) return sendModelResponse(state, op, reply, 429, QUOTA_EXCEEDED);
    const parsed = parseRequest(op, (request.query ?? {}) as Record<string, unknown>, undefined);
    const bad = (message: string) => sendModelResponse(state, op, reply, 400, invalidInput(message));
    if (parsed.errors.length > 0) return bad(parsed.errors.join(' '));
    const resource = (request.params as { '*': string })['*'].replace(/^\/+|\/+$/g, '');
    if (resource !== APLUS_RESOURCE)
      return sendModelResponse(state, op, reply, 404, {
        errors: [{ code: 'NotFound', message: `The emulator only creates upload destinations for ${APLUS_RESOURCE}.` }],
      });
    const marketplaceIds = parsed.query['marketplaceIds'] as string[];
    const contentMD5 = String(parsed.query['contentMD5']);
    const contentType = typeof parsed.query['contentType'] === 'string' ? parsed.query['contentType'] : undefined;
    if (marketplaceIds.length !== 1) return bad('marketplaceIds must hold exactly one marketplace.');
    if (!contentType) return bad("'contentType' is required for A+ Content uploads.");
    const ext = IMAGE_TYPES[contentType];
    if (!ext) return bad(`Unsupported contentType ${contentType}; A+ images must be image/jpeg, image/png or image/tiff.`);
    if (!MD5_BASE64.test(contentMD5)) return bad("'contentMD5' must be the base64-encoded MD5 digest of the file.");
    const token = randomUUID();
    const uploadDestinationId = `sc/${token}.${ext}`;
    state.aplus.uploads.set(uploadDestinationId, {
      uploadDestinationId,
      sellerId: auth.sellerId,
      marketplaceId: marketplaceIds[0] ?? '',
      contentMD5,
      contentType,
      createdAt: nowMs(state),
    });
    return sendModelResponse(state, op, reply, 201, {
      payload: {
        uploadDestinationId,
        url: `${state.opts.publicUrl}/aplus-uploads/${token}`,
        // S3 POST-policy style fields: sent back as multipart form fields with the file, as Amazon's A+ guide describes.
        headers: { key: uploadDestinationId, 'Content-Type': contentType, 'Content-MD5': contentMD5 },
      },
    });
  });

  // The sink is S3 in production: no SP-API token, the URL itself is the credential.
  void app.register(async (sink) => {
    await sink.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
    sink.addContentTypeParser(
      /^(image\/|application\/octet-stream)/,
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_req, body, done) => done(null, body),
    );

    sink.put<{ Params: { token: string } }>('/aplus-uploads/:token', async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receive(state, reply, request.params.token, body, request.headers['content-md5']?.toString());
    });

    sink.post<{ Params: { token: string } }>('/aplus-uploads/:token', async (request, reply) => {
      if (!request.isMultipart()) return s3Error(reply, 400, 'InvalidArgument', 'POST uploads must be multipart/form-data.');
      let file: Buffer | undefined;
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') file = await part.toBuffer();
        else fields[part.fieldname] = String(part.value);
      }
      if (!file) return s3Error(reply, 400, 'InvalidArgument', 'The form has no file field.');
      return receive(state, reply, request.params.token, file, fields['Content-MD5']);
    });
  });
}

function receive(state: EmulatorState, reply: FastifyReply, token: string, body: Buffer, sentMd5: string | undefined) {
  const upload = [...state.aplus.uploads.values()].find((u) => u.uploadDestinationId.startsWith(`sc/${token}.`));
  if (!upload) return s3Error(reply, 404, 'NoSuchUpload', 'The upload destination does not exist.');
  if (body.length === 0) return s3Error(reply, 400, 'IncompleteBody', 'The upload is empty.');
  const actual = createHash('md5').update(body).digest('base64');
  if (actual !== upload.contentMD5 || (sentMd5 !== undefined && sentMd5 !== upload.contentMD5)) {
    return s3Error(reply, 400, 'BadDigest', 'The Content-MD5 you specified did not match what was received.');
  }
  upload.uploadedAt = nowMs(state);
  upload.size = body.length;
  return reply.code(200).send();
}

/** S3 answers in XML, not in SP-API's JSON error shape. */
function s3Error(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .header('content-type', 'application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}
