// Valid values from the contract's schemas, as fast-check arbitraries: the baselines every
// mutation starts from. They respect enum, const, pattern, format, bounds and lengths, so a
// baseline gets past validation and into the handlers (with small ids, that often exist).
import { deflateSync, crc32 } from 'node:zlib';
import fc from 'fast-check';
import { flatten, type Schema } from './contract.ts';

/** A file part of a multipart body. */
export class FilePart {
  readonly bytes: Buffer;
  readonly filename: string;
  readonly type: string;
  constructor(bytes: Buffer, filename: string, type: string) {
    this.bytes = bytes;
    this.filename = filename;
    this.type = type;
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `size`×`size` pixels in one colour (a coin icon must be 64-256 px). */
export function png(size: number, rgb: [number, number, number] = [240, 160, 20]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(size).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const images = fc.constantFrom(
  new FilePart(png(1), 'pixel.png', 'image/png'),
  new FilePart(png(64), 'icon.png', 'image/png'),
  new FilePart(png(128, [20, 90, 200]), 'photo.png', 'image/png'),
);

/** Readable text without control characters (the server refuses those everywhere). */
function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const max = Math.max(minLength, Math.min(maxLength, 40));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: max }) },
  );
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function integer(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? min + 1_000_000) - 1;
  const full = fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) });
  if (max - min <= 1000) return full;
  // Ids: mostly small ones, which the seed and earlier requests have made.
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.max(min, 0), max: Math.max(min, 0) + 30 }) },
    { weight: 1, arbitrary: full },
  );
}

function string(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 40;
  const fit = (s: string) => (s.length > maxLength ? s.slice(0, maxLength) : s);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().map(fit);
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl().map(fit);
  }
  if (schema.pattern) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      return text(minLength, maxLength);
    }
    return fc.stringMatching(pattern).map(fit);
  }
  return text(minLength, maxLength);
}

/** A valid value of the schema (JSON-shaped; a binary string is a FilePart). */
export function validValue(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  schema = flatten(schema);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validValue(b, depth + 1)));
  const types = typesOf(schema);
  const concrete = types.filter((t) => t !== 'null');
  const type = concrete[0] ?? 'string';
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'integer':
        return integer(schema);
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1e6,
          max: schema.maximum ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(validValue(schema.items ?? {}, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        });
      case 'object':
        return objectValue(schema, depth);
      default:
        return schema.format === 'binary' ? images : string(schema);
    }
  })();
  return types.includes('null')
    ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

/** An object of the schema: its required properties always, the others now and then. */
export function objectValue(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  schema = flatten(schema);
  if (depth > 6) return fc.constant({});
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, validValue(s, depth + 1)]),
  );
  return fc.record(model, {
    requiredKeys: (schema.required ?? []).filter((name) => name in properties),
  }) as fc.Arbitrary<Record<string, unknown>>;
}
