// From a request as the fuzzer builds it (a Draft: fields with values) to the bytes on the wire:
// percent-encoding of paths and query strings, and JSON, x-www-form-urlencoded and
// multipart/form-data bodies. Text is encoded as WTF-8, so a lone surrogate reaches the server as
// the bytes a careless client would send (ED A0 80), not as a replacement character.
import { API_PREFIX, type Operation } from './contract.ts';
import { FilePart } from './values.ts';

/** A JSON token written as is (`1e2`, `1.0`, `1e400`): what JSON.stringify cannot produce. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export interface Draft {
  op: Operation;
  method: string;
  pathValues: Record<string, unknown>;
  /** Replaces the whole path (already encoded) when a mutation rewrote it. */
  rawPath?: string;
  /** Path parameters written as is (not percent-encoded). */
  rawSegments?: Record<string, string>;
  query: [string, unknown][];
  /** Appended to the query string as is (already encoded). */
  rawQuery?: string;
  body?: { media: string; value: Record<string, unknown> | unknown };
  headers: Record<string, string>;
}

export interface Wire {
  method: string;
  /** Path and query, exactly as sent. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Sent with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked?: boolean;
}

/** WTF-8: UTF-8, except that a lone surrogate is encoded like any other code point. */
export function wtf8(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else
      bytes.push(
        0xf0 | (cp >> 18),
        0x80 | ((cp >> 12) & 63),
        0x80 | ((cp >> 6) & 63),
        0x80 | (cp & 63),
      );
  }
  return Buffer.from(bytes);
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** Percent-encoding of every byte that is not unreserved. */
export function percent(text: string): string {
  let out = '';
  for (const byte of wtf8(text)) {
    const ch = String.fromCharCode(byte);
    out += UNRESERVED.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A value as the text fields of a form: arrays repeat the name, objects use brackets. */
export function formFields(name: string, value: unknown): [string, string][] {
  if (value === undefined) return [];
  if (value === null) return [[name, '']];
  if (value instanceof RawJson) return [[name, value.text]];
  if (value instanceof FilePart) return [[name, value.filename]];
  if (Array.isArray(value)) return value.flatMap((item) => formFields(name, item));
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
      formFields(`${name}[${key}]`, item),
    );
  return [[name, String(value)]];
}

export function urlencoded(fields: [string, unknown][]): string {
  return fields
    .flatMap(([name, value]) => formFields(name, value))
    .map(([name, value]) => `${percent(name)}=${percent(value)}`)
    .join('&');
}

export function json(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof FilePart) return JSON.stringify(value.bytes.toString('base64'));
  if (typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return `[${value.map((item) => json(item ?? null)).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${JSON.stringify(key)}:${json(item)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export function multipart(fields: [string, unknown][], boundary: string): Buffer {
  const parts: Buffer[] = [];
  const quote = (text: string) => text.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
  for (const [name, value] of fields) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item === undefined) continue;
      if (item instanceof FilePart) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"; filename="${quote(item.filename)}"\r\n` +
              `Content-Type: ${item.type}\r\n\r\n`,
          ),
          item.bytes,
          Buffer.from('\r\n'),
        );
        continue;
      }
      for (const [field, text] of formFields(name, item)) {
        parts.push(
          wtf8(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(field)}"\r\n\r\n`),
          wtf8(text),
          Buffer.from('\r\n'),
        );
      }
    }
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

export const BOUNDARY = '----fuzz7MA4YWxkTrZu0gW';

/** The path of the draft: the contract path with its parameters percent-encoded in place. */
export function pathOf(draft: Draft): string {
  if (draft.rawPath !== undefined) return draft.rawPath;
  return (
    API_PREFIX +
    draft.op.path.replace(
      /\{([^}]+)\}/g,
      (_m, name: string) =>
        draft.rawSegments?.[name] ??
        formFields(name, draft.pathValues[name])
          .map(([, text]) => percent(text))
          .join(','),
    )
  );
}

export function encode(draft: Draft): Wire {
  const query = [urlencoded(draft.query), draft.rawQuery ?? ''].filter(Boolean).join('&');
  const url = pathOf(draft) + (query ? `?${query}` : '');
  const headers = { ...draft.headers };
  let body: Buffer | undefined;
  if (draft.body) {
    const { media, value } = draft.body;
    const fields =
      value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof RawJson)
        ? (Object.entries(value) as [string, unknown][])
        : ([['value', value]] as [string, unknown][]);
    if (media.includes('json')) body = Buffer.from(wtf8(json(value)));
    else if (media.startsWith('multipart/')) {
      body = multipart(fields, BOUNDARY);
      headers['content-type'] ??= `${media}; boundary=${BOUNDARY}`;
    } else body = Buffer.from(urlencoded(fields), 'latin1');
    headers['content-type'] ??= media;
  }
  return { method: draft.method, url, headers, ...(body ? { body } : {}) };
}
