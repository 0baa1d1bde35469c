import { describe, expect, it } from 'vitest';
import { inspectInteger, inspectText } from '../../src/http/input/inspect.ts';
import { inspectFields } from '../../src/http/input/schema-walk.ts';
import { parseStrictJson } from '../../src/http/input/strict-json.ts';

// The strict reading of one value (http/input/), beside what Ajv would have made of it.

describe('inspectInteger', () => {
  const bounds = { minimum: 1, maximum: 2147483647 };
  it('takes plain digits and safe JSON integers within bounds', () => {
    for (const ok of ['1', '007', '2147483647', 42]) expect(inspectInteger(ok, bounds)).toBeNull();
    expect(inspectInteger('-5', { minimum: -10, maximum: 0 })).toBeNull();
  });
  it('refuses what Number() would read', () => {
    for (const loose of [
      '0x10',
      '1e2',
      '+1',
      ' 1',
      '1 ',
      '1.',
      '',
      '0b1',
      '1_0',
      'NaN',
      true,
      null,
      1.5,
      {},
    ])
      expect(inspectInteger(loose, bounds), String(loose)).toEqual({ key: 'field.whole_number' });
    expect(inspectInteger(Number.MAX_SAFE_INTEGER + 2, bounds)).toEqual({
      key: 'field.whole_number',
    });
  });
  it('compares bounds exactly, past the doubles', () => {
    const wide = { minimum: 0, maximum: Number.MAX_SAFE_INTEGER };
    expect(inspectInteger('9007199254740991', wide)).toBeNull();
    expect(inspectInteger('9007199254740992', wide)).toEqual({
      key: 'field.at_most',
      params: { limit: Number.MAX_SAFE_INTEGER },
    });
    expect(inspectInteger('0', bounds)).toEqual({ key: 'field.at_least', params: { limit: 1 } });
  });
});

describe('inspectText', () => {
  it('refuses lone surrogates, C0 controls and DEL; line breaks only where multi-line', () => {
    expect(inspectText('a\ud800b', true)).toEqual({ key: 'field.unreadable_text' });
    expect(inspectText('\udc00', false)).toEqual({ key: 'field.unreadable_text' });
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f'])
      expect(inspectText(`a${c}`, true)).toEqual({ key: 'field.control_characters' });
    expect(inspectText('line one\r\nline\ttwo', true)).toBeNull();
    expect(inspectText('line one\nline two', false)).toEqual({ key: 'field.line_breaks' });
    expect(inspectText('emoji 😀 中文 ไทย', false)).toBeNull();
  });
});

describe('inspectFields', () => {
  const schema = {
    type: 'object',
    properties: {
      ids: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 10 } },
      note: { type: 'string', 'x-multiline': true },
      maybe: { oneOf: [{ type: 'null' }, { type: 'integer', minimum: 0, maximum: 5 }] },
      nested: {
        allOf: [{ type: 'object', properties: { n: { type: 'integer', minimum: 0, maximum: 1 } } }],
      },
    },
  };
  it('names each failing top-level field, deep values included', () => {
    expect(
      inspectFields(schema, {
        ids: [1, '2', '1e1'],
        note: 'a\nb',
        maybe: null,
        nested: { n: '2' },
        extra: 'x\u0000',
      }),
    ).toEqual({
      ids: { key: 'field.whole_number' },
      nested: { key: 'field.at_most', params: { limit: 1 } },
      extra: { key: 'field.control_characters' },
    });
    expect(inspectFields(schema, { maybe: '9' })).toEqual({
      maybe: { key: 'field.at_most', params: { limit: 5 } },
    });
  });
});

describe('parseStrictJson', () => {
  it('keeps numbers not written as plain digits as their text, for the guard to refuse', () => {
    expect(parseStrictJson('{"a": 1e2, "b": 100, "c": 1.0, "d": -0.5, "e": [2E1]}')).toEqual({
      a: '1e2',
      b: 100,
      c: '1.0',
      d: '-0.5',
      e: ['2E1'],
    });
  });
  it('refuses prototype keys', () => {
    expect(() => parseStrictJson('{"__proto__": {"x": 1}}')).toThrow();
    expect(() => parseStrictJson('{"constructor": {"prototype": {}}}')).toThrow();
  });
});

describe('inspectInteger on huge digit strings', () => {
  it('answers out of range at once, without reading the number', () => {
    const digits = '9'.repeat(1_000_000);
    const bounds = { minimum: 1, maximum: 100 };
    expect(inspectInteger(digits, bounds)).toEqual({
      key: 'field.at_most',
      params: { limit: 100 },
    });
    expect(inspectInteger(`-${digits}`, bounds)).toEqual({
      key: 'field.at_least',
      params: { limit: 1 },
    });
    expect(inspectInteger(`000000000000000000000000005`, bounds)).toBeNull();
  });
});
