import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { uploadTooLarge } from './errors.ts';

// @fastify/multipart (attachFieldsToBody: 'keyValues') would put a file's bytes on request.body as a
// Buffer, which the contract's `type: string, format: binary` refuses. So each file part reads into a
// Buffer kept beside the request, and the body holds the file's name: the contract still checks that
// the file is there, and the handler takes the bytes from here (a text field of that name has none).

const received = new WeakMap<FastifyRequest, Map<string, Buffer>>();

/** The plugin's onFile: reads the part (an oversized file is the spec's "Out of allowable file size"). */
export async function receiveFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const bytes = await part.toBuffer().catch((err: { code?: string }) => {
    throw err.code === 'FST_REQ_FILE_TOO_LARGE' ? uploadTooLarge() : err;
  });
  const files = received.get(this) ?? new Map<string, Buffer>();
  files.set(part.fieldname, bytes);
  received.set(this, files);
  (part as MultipartFile & { value?: string }).value = part.filename ?? '';
}

/** The bytes of the file part `field` of this request, if it had one. */
export function receivedFile(request: FastifyRequest, field: string): Buffer | undefined {
  return received.get(request)?.get(field);
}
