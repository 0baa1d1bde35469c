// Mutations: from a valid baseline of an operation to the requests a hostile or careless client
// sends. Every field gets wrong values of its type (numbers written loosely, huge integers, control
// characters, lone surrogates, very long text, wrong JSON types), required fields go missing,
// unknown ones appear, paths, methods, content types, body formats and headers go wrong, and now
// and then the bytes are not even HTTP. Each case is a fast-check arbitrary of the operation, so a
// seed replays the same requests.
import fc from 'fast-check';
import { API_PREFIX, flatten, type Location, type Operation, type Schema } from './contract.ts';
import { BOUNDARY, encode, pathOf, RawJson, type Draft, type Wire } from './encode.ts';
import { FilePart, objectValue, png } from './values.ts';

export type AuthMode = 'none' | 'user' | 'operator' | 'both' | 'forged';

export interface Field {
  loc: Location;
  /** The property path: one name for path, query and form fields; nested for JSON bodies. */
  path: string[];
  schema: Schema;
  required: boolean;
}

export interface Case {
  op: Operation;
  auth: AuthMode;
  draft: Draft;
  /** Applied to the encoded request, in order. */
  wire: WireMutation[];
  /** What was done to the baseline, for the report. */
  notes: string[];
  /** A non-canonical number still in an integer field: an `ok` answer to it is a finding. */
  looseNumber?: string;
  /** Bytes sent on a bare socket instead of an HTTP request. */
  raw?: { label: string; bytes: Buffer };
}

type WireMutation =
  | { kind: 'contentType'; value: string | null }
  | { kind: 'body'; body: Buffer; contentType?: string | null }
  | { kind: 'header'; name: string; value: string | null }
  | { kind: 'method'; method: string };

/** An integer written so that `Number()` reads it but the contract's digits do not. */
export const CANONICAL_INTEGER = /^-?[0-9]+$/;
export const isLooseInteger = (text: string) => !CANONICAL_INTEGER.test(text);

// prettier-ignore
const LOOSE_INTEGERS = [
  '0x10', '0X1', '0b1', '0o7', '1e2', '1E1', '+1', ' 1', '1 ', '\t1', '1\n', '1.', '1.0', '.5',
  '10e-1', 'Infinity', '-Infinity', 'NaN', '1_000', '1,000', '１', '٣', '0x', '--1', '1-', '',
];
/** Ways to write a whole number that `Number()` reads and the contract's digits do not. */
const LOOSE_WRITINGS: Record<string, (n: number) => string> = {
  hex: (n) => `${n < 0 ? '-' : ''}0x${Math.abs(n).toString(16)}`,
  exponent: (n) => `${n}e0`,
  'plus sign': (n) => (n < 0 ? `${n}` : `+${n}`),
  'leading space': (n) => ` ${n}`,
  'trailing space': (n) => `${n} `,
  'trailing dot': (n) => `${n}.`,
  decimal: (n) => `${n}.0`,
  'leading tab': (n) => `\t${n}`,
};

/** A loose writing of whatever number the field holds when the mutation is applied. */
export class LooseWriting {
  readonly writing: string;
  constructor(writing: string) {
    this.writing = writing;
  }
  of(current: unknown): string {
    const n =
      typeof current === 'number'
        ? current
        : typeof current === 'string' && CANONICAL_INTEGER.test(current)
          ? Number(current)
          : 1;
    const write = LOOSE_WRITINGS[this.writing]!;
    // '1.0' reads as 1 but '1e0' of -0...: keep to safe whole numbers; '+-1' is no number at all.
    const text = write(Number.isSafeInteger(n) ? n : 1);
    return isLooseInteger(text) ? text : `${text}.0`;
  }
}

// prettier-ignore
const HUGE_INTEGERS = [
  '2147483648', '-2147483649', '4294967296', '9007199254740992', '9007199254740993',
  '-9007199254740993', '9223372036854775807', '9223372036854775808', '-9223372036854775809',
  '18446744073709551616', '99999999999999999999999999', '1' + '0'.repeat(400), '-1', '0', '-0',
];
const RAW_JSON_NUMBERS = ['1.0', '1e2', '1E1', '10e-1', '0.1e1', '1e400', '-1e400', '2.5'];
// prettier-ignore
const DECIMALS = [
  '1e2', 'NaN', 'Infinity', '-0', '0', '0.0000000000000000001', '1'.repeat(60),
  '99999999999999999999.999999999999999999', '-99999999999999999999.999999999999999999', '.5',
  '5.', '1,5', '0x10', '+1', ' 1', '1e-400', '1' + '0'.repeat(30) + '.5',
];
const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).concat('\u007f');
// prettier-ignore
const STRINGS = [
  'a\u0000b', '\u0000', 'x\u0001y', '\u001b[31mred', 'line\nbreak', 'tab\there', 'cr\rlf',
  '\ud800', 'a\udc00b', 'end\ud83d', '\udfff\ud800', '\ufeffbom', '\u2028\u2029',
  'e\u0301'.repeat(500), '\u202eevil', 'zero\u200bwidth', '𝕏😀中文', '', ' ', '   ', 'null',
  'undefined', 'true', '[]', '{}', '__proto__', 'constructor', 'prototype', '%00', '%ZZ',
  '../../../etc/passwd', "' OR 1=1 --", '"; DROP TABLE users; --', '<script>alert(1)</script>',
  '${7*7}', '{{7*7}}', '\\', '\\u0000', 'A'.repeat(100_000), '😀'.repeat(20_000), 'a'.repeat(1025),
  '\u00ff\u00fe', 'Ω≈ç√∫', '-1',
];
const BOOLEANS = ['yes', 'no', '2', '-1', 'TRUE', 'True', 'on', 'off', '', 'null', ' true'];

function string(values: string[]) {
  return fc.constantFrom(...values);
}

interface Hostile {
  value: unknown;
  label: string;
  loose?: boolean;
}

const wrongJsonTypes: fc.Arbitrary<Hostile> = fc.constantFrom<Hostile>(
  { value: {}, label: '{}' },
  { value: [], label: '[]' },
  { value: [1, 2], label: '[1,2]' },
  { value: true, label: 'true' },
  { value: false, label: 'false' },
  { value: null, label: 'null' },
  { value: { $gt: 1 }, label: '{"$gt":1}' },
  { value: JSON.parse('{"__proto__":{"polluted":1}}'), label: '{"__proto__":{...}}' },
  { value: 1.5, label: '1.5' },
  { value: -1, label: '-1' },
  { value: 0, label: '0' },
  { value: new RawJson('1e400'), label: '1e400 (JSON)' },
  { value: JSON.parse(`${'['.repeat(20)}1${']'.repeat(20)}`), label: 'nested arrays' },
);

const wrongFormTypes: fc.Arbitrary<Hostile> = fc.constantFrom<Hostile>(
  { value: ['1', '2'], label: 'repeated field' },
  { value: ['1', '1'], label: 'repeated field (same value)' },
  { value: { a: '1' }, label: 'object (name[a]=1)' },
  { value: { __proto__x: '1' }, label: 'object (name[__proto__x]=1)' },
  { value: null, label: 'empty' },
);

/** Wrong values for one field, chosen by what the field is. */
export function hostileValue(field: Field, media: string): fc.Arbitrary<Hostile> {
  const schema = flatten(field.schema);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const inJson = field.loc === 'body' && media.includes('json');
  const integerOnly = types.includes('integer') && !types.includes('string');
  const options: fc.WeightedArbitrary<Hostile>[] = [
    {
      weight: 3,
      arbitrary: fc
        .oneof(
          { weight: 4, arbitrary: string(STRINGS) },
          // The characters PostgreSQL cannot store or JavaScript cannot encode, more often.
          {
            weight: 3,
            arbitrary: string(['a\u0000b', '\u0000', 'Alice\u0000', 'x\u0000'.repeat(3)]),
          },
          { weight: 2, arbitrary: string(['\ud800', 'a\udc00b', 'end\ud83d', '\udfff\ud800x']) },
          { weight: 2, arbitrary: fc.constantFrom(...C0).map((c) => `a${c}b`) },
          { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
        )
        .map((text) => ({ value: text, label: JSON.stringify(text).slice(0, 60) })),
    },
    { weight: 2, arbitrary: inJson ? wrongJsonTypes : wrongFormTypes },
  ];
  if (integerOnly || types.includes('number')) {
    options.push(
      {
        weight: 3,
        arbitrary: string(LOOSE_INTEGERS).map((text) => ({
          value: text,
          label: `${JSON.stringify(text)} (loose number)`,
          loose: true,
        })),
      },
      {
        // The baseline's own number, written loosely: a server that reads it loosely says ok.
        weight: 4,
        arbitrary: fc.constantFrom(...Object.keys(LOOSE_WRITINGS)).map((writing) => ({
          value: new LooseWriting(writing),
          label: '',
          loose: true,
        })),
      },
      {
        weight: 5,
        arbitrary: string(HUGE_INTEGERS).map((text) => ({
          value: inJson && text.length < 16 ? Number(text) : text,
          label: `${text.length > 40 ? `${text.slice(0, 12)}…(${text.length} digits)` : text} (out of range)`,
        })),
      },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom(
            (schema.minimum ?? 0) - 1,
            (schema.maximum ?? 2 ** 31) + 1,
            schema.maximum ?? 2 ** 31 - 1,
            schema.minimum ?? 0,
          )
          .map((n) => ({ value: inJson ? n : String(n), label: `${n} (boundary)` })),
      },
    );
    if (inJson)
      options.push({
        weight: 4,
        arbitrary: string(RAW_JSON_NUMBERS).map((text) => ({
          value: new RawJson(text),
          label: `${text} (JSON number, loose)`,
          loose: isLooseInteger(text),
        })),
      });
  }
  if (schema.pattern && /\\d|\[0-9\]/.test(schema.pattern))
    options.push({
      weight: 5,
      arbitrary: string([...DECIMALS, ...HUGE_INTEGERS]).map((text) => ({
        value: text,
        label: `${JSON.stringify(text.length > 40 ? `${text.slice(0, 12)}…` : text)} (numeric text)`,
      })),
    });
  if (types.includes('boolean'))
    options.push({
      weight: 3,
      arbitrary: string(BOOLEANS).map((text) => ({ value: text, label: JSON.stringify(text) })),
    });
  if (schema.enum?.length) {
    const first = String(schema.enum[0]);
    options.push({
      weight: 3,
      arbitrary: string([
        first.toUpperCase(),
        ` ${first}`,
        `${first}\u0000`,
        `${first},${first}`,
        'unknown',
      ]).map((text) => ({ value: text, label: `${JSON.stringify(text)} (not in the enum)` })),
    });
  }
  if (schema.maxLength !== undefined)
    options.push({
      weight: 2,
      arbitrary: fc.constant({
        value: 'x'.repeat(schema.maxLength + 1),
        label: `${schema.maxLength + 1} characters (one too many)`,
      }),
    });
  if (schema.format === 'binary')
    options.push({
      weight: 5,
      arbitrary: fc.constantFrom<Hostile>(
        {
          value: new FilePart(Buffer.from('not an image'), 'x.png', 'image/png'),
          label: 'text as a PNG',
        },
        { value: new FilePart(Buffer.alloc(0), 'empty.png', 'image/png'), label: 'empty file' },
        {
          value: new FilePart(png(1).subarray(0, 30), 'cut.png', 'image/png'),
          label: 'truncated PNG',
        },
        { value: new FilePart(png(300), 'big.png', 'image/png'), label: 'PNG 300×300' },
        {
          value: new FilePart(Buffer.from('<svg onload="alert(1)"/>'), 'x.svg', 'image/svg+xml'),
          label: 'SVG',
        },
        {
          value: new FilePart(Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 'x.gif', 'image/gif'),
          label: 'GIF',
        },
        {
          value: new FilePart(png(1), '../../\u0000evil.png', 'image/png'),
          label: 'hostile file name',
        },
        {
          value: new FilePart(Buffer.alloc(6 * 1024 * 1024, 1), 'huge.png', 'image/png'),
          label: '6 MB file',
        },
        { value: 'just text', label: 'text instead of a file' },
      ),
    });
  return fc.oneof(...options);
}

/** The fields of an operation that mutations aim at. */
export function fieldsOf(op: Operation, media: string | undefined): Field[] {
  const fields: Field[] = op.params.map((p) => ({
    loc: p.in,
    path: [p.name],
    schema: p.schema,
    required: p.required,
  }));
  const body = op.body?.media.find((m) => m.type === media);
  if (body) {
    const walk = (schema: Schema, path: string[], depth: number) => {
      const flat = flatten(schema);
      for (const [name, s] of Object.entries(flat.properties ?? {})) {
        fields.push({
          loc: 'body',
          path: [...path, name],
          schema: s,
          required: (flat.required ?? []).includes(name),
        });
        if (body.type.includes('json') && depth < 3) walk(s, [...path, name], depth + 1);
      }
    };
    walk(body.schema, [], 0);
  }
  return fields;
}

type Mutation =
  | { kind: 'value'; field: number; hostile: Hostile }
  | { kind: 'drop'; field: number }
  | { kind: 'extra'; loc: 'query' | 'body'; name: string; hostile: Hostile }
  | { kind: 'path'; variant: string }
  | { kind: 'segment'; param: string; raw: string }
  | { kind: 'method'; method: string }
  | { kind: 'contentType'; value: string | null }
  | { kind: 'reformat'; media: string }
  | { kind: 'body'; label: string; body: string | Buffer; contentType?: string | null }
  | { kind: 'query'; raw: string }
  | { kind: 'header'; name: string; value: string | null };

// prettier-ignore
const PATH_VARIANTS = [
  'trailing slash', 'double slash', '/api/%ZZ', 'suffix %ZZ', 'suffix /%ZZ', 'suffix %',
  'suffix %00', 'suffix %C0%AF', 'suffix %FF', 'suffix /..', 'dot-dot prefix', 'dot prefix',
  'upper case', 'suffix ;x=1', 'extra segment', 'encoded slash', 'long segment', 'bare /api',
  '/api/', 'without /api', 'suffix %2e%2e', 'suffix #frag', 'latin-1 byte', '/api/%ZZ/%ZZ',
];
// prettier-ignore
const SEGMENTS = [
  '', '.', '..', '%ZZ', '%', '%00', '%2F', '%2e%2e', '0x10', '1e2', '%201', '-1', '9'.repeat(30),
  'ÿ', '%FF%FE', 'a;b', '*',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];
// prettier-ignore
const CONTENT_TYPES: (string | null)[] = [
  null, 'text/plain', 'application/xml', 'application/json', 'application/x-www-form-urlencoded',
  'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=wrong',
  'application/json; charset=utf-16', 'application/x-www-form-urlencoded; charset=iso-8859-1',
  'APPLICATION/JSON', '*/*', 'application/json, text/plain', 'application/merge-patch+json',
  'application/x-www-form-urlencoded;;;', 'multipart/mixed; boundary=x', 'image/png',
  'application/octet-stream', 'text/html; charset=utf-8',
  'application/x-www-form-urlencoded\u00ff',
];
// prettier-ignore
const JSON_BODIES = [
  '', '{', '{"a":', '[]', 'null', '"x"', '1e400', 'true', '{"a":1,"a":2}',
  '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}',
  '['.repeat(5000) + ']'.repeat(5000), '{"a":"\\ud800"}', '\ufeff{}', '{"a":1}garbage', '\u0000',
  "{'a':1}", '{"a":NaN}', '{"a":undefined}', '{a:1}', '[1,]',
  '{"a":"' + 'x'.repeat(1_100_000) + '"}',
];
// prettier-ignore
const FORM_BODIES = [
  '%ZZ=1', 'a=%', '=', '&&&', 'a', 'a=1&a=2', 'a[]=1', '%FF%FE=%C0%AF', '+=+', 'a=%00',
  '__proto__=1', '__proto__[x]=1', 'constructor[prototype][x]=1', '%00=1', 'a=%ED%A0%80',
  'x'.repeat(1_100_000), '&=&=&', 'a=1;b=2', 'a==1', 'a=%u0041', 'a=%%31',
];

function multipartBodies(): { label: string; body: Buffer; contentType?: string | null }[] {
  const part = (headers: string, content: string) =>
    `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;
  const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;
  const b = (text: string) => Buffer.from(text, 'latin1');
  return [
    {
      label: 'multipart without a boundary',
      body: b(part('Content-Disposition: form-data; name="a"', '1') + `--${BOUNDARY}--\r\n`),
      contentType: 'multipart/form-data',
    },
    {
      label: 'multipart with another boundary',
      body: b(part('Content-Disposition: form-data; name="a"', '1') + `--${BOUNDARY}--\r\n`),
      contentType: 'multipart/form-data; boundary=other',
    },
    {
      label: 'truncated multipart',
      body: b(
        part(
          'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png',
          '\u0089PNG',
        ).slice(0, -6),
      ),
      contentType: withBoundary,
    },
    {
      label: 'multipart part without a disposition',
      body: b(part('Content-Type: text/plain', 'x') + `--${BOUNDARY}--\r\n`),
      contentType: withBoundary,
    },
    { label: 'empty multipart', body: b(`--${BOUNDARY}--\r\n`), contentType: withBoundary },
    { label: 'multipart: nothing', body: b(''), contentType: withBoundary },
    {
      label: 'multipart: no closing delimiter',
      body: b(part('Content-Disposition: form-data; name="a"', '1')),
      contentType: withBoundary,
    },
    {
      label: 'multipart: field name with NUL',
      body: b(part('Content-Disposition: form-data; name="a\u0000"', '1') + `--${BOUNDARY}--\r\n`),
      contentType: withBoundary,
    },
    {
      label: 'multipart: 300 fields',
      body: b(
        Array.from({ length: 300 }, (_, i) =>
          part(`Content-Disposition: form-data; name="f${i}"`, 'x'),
        ).join('') + `--${BOUNDARY}--\r\n`,
      ),
      contentType: withBoundary,
    },
    {
      label: 'multipart: 6 files',
      body: b(
        Array.from({ length: 6 }, () =>
          part(
            'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png',
            png(1).toString('latin1'),
          ),
        ).join('') + `--${BOUNDARY}--\r\n`,
      ),
      contentType: withBoundary,
    },
    {
      label: 'multipart: header injection',
      body: b(
        part(
          'Content-Disposition: form-data; name="a"\r\nContent-Disposition: form-data; name="b"',
          '1',
        ) + `--${BOUNDARY}--\r\n`,
      ),
      contentType: withBoundary,
    },
    {
      label: 'multipart: garbage',
      body: Buffer.from([0xff, 0xfe, 0, 1, 2, 3, 0x2d, 0x2d]),
      contentType: withBoundary,
    },
  ];
}

// prettier-ignore
const HEADERS: [string, string | null][] = [
  ['lang', 'xx'], ['lang', ''], ['lang', 'zh;q=1'], ['lang', 'a'.repeat(1000)],
  ['lang', '__proto__'], ['lang', 'constructor'], ['lang', 'ZH'], ['lang', 'en,zh'],
  ['authorization', 'Bearer'], ['authorization', 'Bearer '], ['authorization', 'Bearer x.y.z'],
  ['authorization', 'Basic Zm9vOmJhcg=='], ['authorization', 'A'.repeat(8000)],
  ['authorization', '%ZZ'], ['cookie', 'op_session=garbage'],
  ['cookie', `op_session=${'a'.repeat(5000)}`], ['cookie', 'op_session=%ZZ'],
  ['cookie', 'op_session='], ['cookie', 'op_session=a; op_session=b'], ['x-csrf-token', 'wrong'],
  ['x-csrf-token', ''], ['x-csrf-token', null], ['accept', 'text/html'],
  ['accept', 'application/xml'], ['accept-encoding', 'gzip, deflate, br'],
  ['accept-encoding', 'br;q=1, gzip;q=0.5'], ['x-request-id', 'x'.repeat(2000)],
  ['x-request-id', '../\u00ff'], ['x-forwarded-for', '1.1.1.1, 2.2.2.2'], ['host', 'evil.example'],
  ['content-length', null], ['transfer-encoding', 'chunked'], ['expect', '100-continue'],
  ['origin', 'https://evil.example'], ['connection', 'close'],
];

function planArbitrary(op: Operation) {
  const auth: fc.Arbitrary<AuthMode> =
    op.auth === 'operator'
      ? fc.constantFrom<AuthMode>(
          ...Array<AuthMode>(11).fill('operator'),
          ...Array<AuthMode>(6).fill('none'),
          'user',
          'forged',
          'both',
        )
      : op.auth === 'session'
        ? fc.constantFrom<AuthMode>(
            ...Array<AuthMode>(11).fill('user'),
            ...Array<AuthMode>(6).fill('none'),
            'operator',
            'forged',
            'both',
          )
        : fc.constantFrom<AuthMode>(
            ...Array<AuthMode>(8).fill('user'),
            ...Array<AuthMode>(8).fill('none'),
            'operator',
            'forged',
            'forged',
            'both',
          );
  const media = op.body ? fc.constantFrom(...op.body.media) : fc.constant(undefined);
  return fc.record({ auth, media }).chain(({ auth, media }) => {
    const fields = fieldsOf(op, media?.type);
    const pathParams = op.params.filter((p) => p.in === 'path');
    const queryParams = op.params.filter((p) => p.in === 'query');
    const paramObject = (list: typeof op.params) =>
      objectValue({
        type: 'object',
        properties: Object.fromEntries(list.map((p) => [p.name, p.schema])),
        required: list.filter((p) => p.required).map((p) => p.name),
      });
    const mutations: fc.WeightedArbitrary<Mutation>[] = [
      {
        weight: 6,
        arbitrary: fc
          .constantFrom(...PATH_VARIANTS)
          .map((variant) => ({ kind: 'path', variant }) as const),
      },
      {
        weight: 6,
        arbitrary: fc
          .constantFrom(
            ...METHODS.filter(
              (m) =>
                !op.pathMethods.includes(m) && !(m === 'HEAD' && op.pathMethods.includes('GET')),
            ),
          )
          .map((method) => ({ kind: 'method', method }) as const),
      },
      {
        weight: 6,
        arbitrary: fc
          .constantFrom(...HEADERS)
          .map(([name, value]) => ({ kind: 'header', name, value }) as const),
      },
      {
        weight: 3,
        arbitrary: fc
          .tuple(
            fc.constantFrom('x', 'id', '__proto__', 'constructor', 'page', 'a[b]'),
            hostileValue(
              { loc: 'query', path: ['x'], schema: { type: 'integer' }, required: false },
              'query',
            ),
          )
          .map(([name, hostile]) => ({ kind: 'extra', loc: 'query', name, hostile }) as const),
      },
      {
        weight: 3,
        arbitrary: fc
          .constantFrom(
            '%ZZ',
            '%',
            'a=%ZZ',
            '=',
            '&&',
            'a',
            '__proto__[x]=1',
            'a=1&a=2',
            `q=${'x'.repeat(20_000)}`,
            '%00=%00',
            'lang=xx',
            'page=0x10',
            'limit=1e2',
            'page=99999999999999999999',
          )
          .map((raw) => ({ kind: 'query', raw }) as const),
      },
    ];
    if (fields.length) {
      mutations.push(
        {
          weight: 40,
          arbitrary: fc
            .nat(fields.length - 1)
            .chain((field) =>
              hostileValue(fields[field]!, media?.type ?? 'query').map(
                (hostile) => ({ kind: 'value', field, hostile }) as const,
              ),
            ),
        },
        {
          weight: 6,
          arbitrary: fc.nat(fields.length - 1).map((field) => ({ kind: 'drop', field }) as const),
        },
      );
    }
    if (pathParams.length)
      mutations.push({
        weight: 6,
        arbitrary: fc
          .tuple(fc.constantFrom(...pathParams.map((p) => p.name)), fc.constantFrom(...SEGMENTS))
          .map(([param, raw]) => ({ kind: 'segment', param, raw }) as const),
      });
    if (op.body) {
      const jsonLike = media!.type.includes('json');
      mutations.push(
        {
          weight: 4,
          arbitrary: fc
            .tuple(
              fc.constantFrom('x', 'id', '__proto__', 'constructor', 'quantity'),
              hostileValue({ loc: 'body', path: ['x'], schema: {}, required: false }, media!.type),
            )
            .map(([name, hostile]) => ({ kind: 'extra', loc: 'body', name, hostile }) as const),
        },
        {
          weight: 8,
          arbitrary: fc
            .constantFrom(...CONTENT_TYPES)
            .map((value) => ({ kind: 'contentType', value }) as const),
        },
        {
          weight: 4,
          arbitrary: fc
            .constantFrom(
              'application/json',
              'application/x-www-form-urlencoded',
              'multipart/form-data',
            )
            .filter((m) => m !== media!.type)
            .map((m) => ({ kind: 'reformat', media: m }) as const),
        },
        {
          weight: 8,
          arbitrary: fc.constantFrom(...(jsonLike ? JSON_BODIES : FORM_BODIES)).map(
            (body) =>
              ({
                kind: 'body',
                label: JSON.stringify(
                  body.length > 60 ? `${body.slice(0, 30)}…(${body.length} chars)` : body,
                ),
                body,
              }) as const,
          ),
        },
        {
          weight: 6,
          arbitrary: fc
            .constantFrom(...multipartBodies())
            .map((b) => ({ kind: 'body', ...b }) as const),
        },
      );
    } else {
      mutations.push({
        weight: 3,
        arbitrary: fc.constantFrom<Mutation>(
          {
            kind: 'body',
            label: 'a JSON body on an operation without one',
            body: '{"a":1}',
            contentType: 'application/json',
          },
          {
            kind: 'body',
            label: 'a form body on an operation without one',
            body: 'a=1',
            contentType: 'application/x-www-form-urlencoded',
          },
          {
            kind: 'body',
            label: 'malformed JSON on an operation without one',
            body: '{"a":',
            contentType: 'application/json',
          },
          {
            kind: 'body',
            label: 'multipart without a boundary on an operation without a body',
            body: 'x',
            contentType: 'multipart/form-data',
          },
        ),
      });
    }
    return fc
      .record({
        auth: fc.constant(auth),
        media: fc.constant(media?.type),
        pathValues: paramObject(pathParams),
        query: paramObject(queryParams),
        body: media ? objectValue(media.schema) : fc.constant(undefined),
        mutations: fc.oneof(
          { weight: 2, arbitrary: fc.constant<Mutation[]>([]) },
          {
            weight: 9,
            arbitrary: fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 1 }),
          },
          {
            weight: 3,
            arbitrary: fc.array(fc.oneof(...mutations), { minLength: 2, maxLength: 3 }),
          },
        ),
        raw: fc.oneof(
          { weight: 60, arbitrary: fc.constant(undefined) },
          { weight: 1, arbitrary: fc.constantFrom(...RAW_REQUESTS) },
        ),
      })
      .map((plan) => ({ ...plan, fields }));
  });
}

const RAW_REQUESTS: { label: string; text: string }[] = [
  {
    label: 'NUL in a header',
    text: 'GET /api/miner/list HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n',
  },
  { label: 'space in the path', text: 'GET /api/miner list HTTP/1.1\r\nHost: x\r\n\r\n' },
  { label: 'not HTTP', text: 'GARBAGE\r\n\r\n' },
  {
    label: 'Content-Length and chunked',
    text: 'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  },
  {
    label: 'negative Content-Length',
    text: 'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
  },
  {
    label: 'two Content-Lengths',
    text: 'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
  },
  { label: 'HTTP/9.9', text: 'GET /api/miner/list HTTP/9.9\r\nHost: x\r\n\r\n' },
  {
    label: 'header without a colon',
    text: 'GET /api/miner/list HTTP/1.1\r\nHost: x\r\nBroken\r\n\r\n',
  },
  { label: 'bare LF line ends', text: 'GET /api/miner/list HTTP/1.1\nHost: x\n\n' },
  {
    label: 'control byte in the path',
    text: 'GET /api/miner/\u0001list HTTP/1.1\r\nHost: x\r\n\r\n',
  },
  {
    label: '20 KB header',
    text: `GET /api/miner/list HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  },
  {
    label: 'broken chunk size',
    text: 'POST /api/user/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/x-www-form-urlencoded\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n',
  },
  {
    label: 'absolute-form target',
    text: 'GET http://evil.example/api/miner/list HTTP/1.1\r\nHost: x\r\n\r\n',
  },
  { label: 'asterisk target', text: 'OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n' },
];

type Plan = ReturnType<typeof planArbitrary> extends fc.Arbitrary<infer P> ? P : never;

/** A deep copy of plain objects and arrays; files and raw JSON tokens (immutable) are shared. */
function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) setAt(copy, [key], clone(item));
    return copy as T;
  }
  return value;
}

/** Writes `value` at `path` of `target` (creating objects on the way); undefined deletes. */
function setAt(target: Record<string, unknown>, path: string[], value: unknown) {
  let at = target;
  for (const key of path.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== 'object' || Array.isArray(at[key])) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete at[last];
  else
    Object.defineProperty(at, last, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

function getAt(target: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    target,
  );
}

function mutatePath(path: string, variant: string): string {
  const rest = path.slice(API_PREFIX.length);
  switch (variant) {
    case 'trailing slash':
      return `${path}/`;
    case 'double slash':
      return `${API_PREFIX}/${rest}`;
    case '/api/%ZZ':
      return `${API_PREFIX}/%ZZ`;
    case '/api/%ZZ/%ZZ':
      return `${API_PREFIX}/%ZZ/%ZZ`;
    case 'suffix %ZZ':
      return `${path}%ZZ`;
    case 'suffix /%ZZ':
      return `${path}/%ZZ`;
    case 'suffix %':
      return `${path}%`;
    case 'suffix %00':
      return `${path}%00`;
    case 'suffix %C0%AF':
      return `${path}%C0%AF`;
    case 'suffix %FF':
      return `${path}%FF`;
    case 'suffix /..':
      return `${path}/..`;
    case 'suffix %2e%2e':
      return `${path}/%2e%2e`;
    case 'dot-dot prefix':
      return `${API_PREFIX}/..${path}`;
    case 'dot prefix':
      return `${API_PREFIX}/.${rest}`;
    case 'upper case':
      return path.toUpperCase();
    case 'suffix ;x=1':
      return `${path};x=1`;
    case 'extra segment':
      return `${path}/extra`;
    case 'encoded slash':
      return `${API_PREFIX}${rest.replace(/\/(?=[^/]*$)/, '%2F')}`;
    case 'long segment':
      return `${path}/${'a'.repeat(5000)}`;
    case 'bare /api':
      return API_PREFIX;
    case '/api/':
      return `${API_PREFIX}/`;
    case 'without /api':
      return rest || '/';
    case 'suffix #frag':
      return `${path}#frag`;
    case 'latin-1 byte':
      return `${path}\u00e9`;
    default:
      return path;
  }
}

/** The case a plan describes: the baseline with its mutations applied. */
export function buildCase(op: Operation, plan: Plan): Case {
  const draft: Draft = {
    op,
    method: op.method,
    pathValues: { ...plan.pathValues },
    query: Object.entries(plan.query),
    ...(plan.media ? { body: { media: plan.media, value: clone(plan.body) } } : {}),
    headers: {},
  };
  const query: Record<string, unknown> = Object.fromEntries(draft.query);
  const wire: WireMutation[] = [];
  const notes: string[] = [];
  // Fields that hold a loose number, by field index (the label says which); structural mutations clear them.
  const loose = new Map<number, string>();
  let structural = false;
  const partOf = (loc: Location): Record<string, unknown> =>
    loc === 'path'
      ? draft.pathValues
      : loc === 'query'
        ? query
        : ((draft.body!.value as Record<string, unknown>) ?? {});
  for (const m of plan.mutations) {
    switch (m.kind) {
      case 'value': {
        const field = plan.fields[m.field]!;
        if (field.loc === 'path') delete draft.rawSegments?.[field.path[0]!];
        let { value, label } = m.hostile;
        if (value instanceof LooseWriting) {
          value = value.of(getAt(partOf(field.loc), field.path));
          label = `${JSON.stringify(value)} (loose number: ${(m.hostile.value as LooseWriting).writing})`;
        }
        setAt(partOf(field.loc), field.path, value);
        notes.push(`${field.loc}.${field.path.join('.')} = ${label}`);
        const types = [field.schema.type ?? []].flat();
        if (m.hostile.loose && types.includes('integer') && !types.includes('string'))
          loose.set(m.field, notes.at(-1)!);
        else loose.delete(m.field);
        break;
      }
      case 'drop': {
        const field = plan.fields[m.field]!;
        if (field.loc === 'path') delete draft.rawSegments?.[field.path[0]!];
        setAt(partOf(field.loc), field.path, undefined);
        notes.push(
          `${field.loc}.${field.path.join('.')} left out${field.required ? ' (required)' : ''}`,
        );
        loose.delete(m.field);
        break;
      }
      case 'extra': {
        if (m.loc === 'body' && !draft.body) break;
        const value =
          m.hostile.value instanceof LooseWriting ? m.hostile.value.of(1) : m.hostile.value;
        setAt(partOf(m.loc), [m.name], value);
        notes.push(`extra ${m.loc} field ${m.name} = ${m.hostile.label || JSON.stringify(value)}`);
        break;
      }
      case 'query':
        draft.rawQuery = [draft.rawQuery, m.raw].filter(Boolean).join('&');
        notes.push(
          `raw query ${JSON.stringify(m.raw.length > 60 ? `${m.raw.slice(0, 20)}…(${m.raw.length} chars)` : m.raw)}`,
        );
        structural = true;
        break;
      case 'segment':
        draft.rawSegments = { ...draft.rawSegments, [m.param]: m.raw };
        notes.push(`path parameter ${m.param} as raw ${JSON.stringify(m.raw)}`);
        structural = true;
        break;
      case 'path':
        draft.rawPath = mutatePath(pathOf(draft), m.variant);
        notes.push(`path: ${m.variant}`);
        structural = true;
        break;
      case 'method':
        wire.push({ kind: 'method', method: m.method });
        notes.push(`method ${m.method}`);
        structural = true;
        break;
      case 'contentType':
        if (!draft.body) break;
        wire.push({ kind: 'contentType', value: m.value });
        notes.push(`content-type ${m.value === null ? 'left out' : JSON.stringify(m.value)}`);
        structural = true;
        break;
      case 'reformat':
        if (!draft.body) break;
        draft.body.media = m.media;
        notes.push(`body sent as ${m.media}`);
        structural = true;
        break;
      case 'body':
        wire.push({
          kind: 'body',
          body: typeof m.body === 'string' ? Buffer.from(m.body, 'utf8') : m.body,
          ...(m.contentType !== undefined ? { contentType: m.contentType } : {}),
        });
        notes.push(
          `body ${m.label}${m.contentType !== undefined ? ` as ${m.contentType ?? 'no content-type'}` : ''}`,
        );
        structural = true;
        break;
      case 'header':
        wire.push({ kind: 'header', name: m.name, value: m.value });
        notes.push(
          `header ${m.name}: ${m.value === null ? '(left out)' : JSON.stringify(m.value.length > 40 ? `${m.value.slice(0, 20)}…(${m.value.length} chars)` : m.value)}`,
        );
        if (m.name !== 'lang' && m.name !== 'accept-encoding' && m.name !== 'x-request-id')
          structural = true;
        break;
    }
  }
  draft.query = Object.entries(query);
  const stillLoose = [...loose].filter(([index, _]) => {
    const field = plan.fields[index]!;
    return getAt(partOf(field.loc), field.path) !== undefined;
  });
  if (!plan.mutations.length) notes.push('valid baseline');
  return {
    op,
    auth: plan.auth,
    draft,
    wire,
    notes: plan.raw ? [`bytes that are not (quite) HTTP: ${plan.raw.label}`] : notes,
    ...(stillLoose.length && !structural ? { looseNumber: stillLoose[0]![1] } : {}),
    ...(plan.raw
      ? { raw: { label: plan.raw.label, bytes: Buffer.from(plan.raw.text, 'latin1') } }
      : {}),
  };
}

export function caseArbitrary(op: Operation): fc.Arbitrary<Case> {
  return planArbitrary(op).map((plan) => buildCase(op, plan));
}

/** The encoded request with the wire-level mutations applied, and the session's headers. */
export function wireOf(c: Case, session: Record<string, string>): Wire {
  const wire = encode(c.draft);
  wire.headers = { ...session, ...wire.headers };
  for (const m of c.wire) {
    switch (m.kind) {
      case 'method':
        wire.method = m.method;
        break;
      case 'contentType':
        if (m.value === null) delete wire.headers['content-type'];
        else wire.headers['content-type'] = m.value;
        break;
      case 'body':
        wire.body = m.body;
        if (m.contentType === null) delete wire.headers['content-type'];
        else if (m.contentType !== undefined) wire.headers['content-type'] = m.contentType;
        else wire.headers['content-type'] ??= c.draft.body?.media ?? 'application/octet-stream';
        break;
      case 'header':
        if (m.name === 'content-length' && m.value === null) wire.chunked = true;
        else if (m.value === null) delete wire.headers[m.name];
        else wire.headers[m.name] = m.value;
        break;
    }
  }
  return wire;
}
