import type { FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES } from '#core/imports/index';
import { AppError } from '../errors.ts';

export type Upload = { bytes: Buffer; fileName: string; fields: Record<string, string> };

const TOO_LARGE = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it into smaller files (for example by marketplace) and upload them one at a time.`;

/** Reads the `file` part and the text fields in whatever order the browser sent them. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION', 'Send the file as multipart/form-data with a "file" field.', {
      issues: [{ path: 'file', message: 'No file was sent' }],
    });
  }
  // Refuse an oversized upload from its declared length before reading it (the margin covers the form's own bytes).
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES + 64 * 1024)
    throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10, fieldSize: 1024 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        file = { bytes: await part.toBuffer(), fileName: part.filename };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE, { cause: error });
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw new AppError('VALIDATION', 'Upload one file at a time.', { cause: error });
    throw error;
  }
  if (!file || file.bytes.length === 0) {
    throw new AppError('VALIDATION', 'Choose a file to upload.', {
      issues: [{ path: 'file', message: file ? 'The file is empty' : 'No file was sent' }],
    });
  }
  return { ...file, fields };
}
