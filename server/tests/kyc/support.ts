import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../support/app.ts';

// Real image headers: the server checks the type by content, so these must be the genuine magic bytes.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 1),
]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32, 0),
]);
export const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 0)]);

/** A multipart/form-data body with one file part (and optional text fields). */
export function multipart(
  file: Buffer | null,
  fields: Record<string, string> = {},
  filename = 'photo.png',
  type = 'image/png',
) {
  const boundary = '----kyc-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
    );
    parts.push(file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function upload(
  t: TestApp,
  token: string,
  file: Buffer | null,
  options: { lang?: string; fields?: Record<string, string>; type?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(file, options.fields, 'photo.png', options.type);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: token, lang: options.lang ?? 'en' },
  });
}

export async function uploadId(t: TestApp, token: string, file: Buffer = PNG): Promise<string> {
  const res = await upload(t, token, file);
  if (res.statusCode !== 200) throw new Error(`upload: ${res.body}`);
  return res.json().data.id as string;
}

export const getKyc = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/kyc', headers: { authorization: token } });

export async function basicForm(t: TestApp, token: string): Promise<Record<string, string>> {
  return {
    country: 'Japan',
    name: 'Hanako Yamada',
    id_number: 'TK1234567',
    contact: '+81 90 1234 5678',
    front_image: await uploadId(t, token),
    back_image: await uploadId(t, token, JPEG),
    hand_image: await uploadId(t, token, WEBP),
  };
}
