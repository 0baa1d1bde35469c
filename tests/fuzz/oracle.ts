// What the fuzzer holds against an answer: a 5xx, no answer at all (or bytes that are not an HTTP
// answer to the request, such as a body after the answer to a HEAD), an /api answer that is not the
// JSON envelope {code, type, message, data} (a file answer is allowed where the contract says so),
// and an `ok` to a request whose integer field held a number written loosely ('0x10', '1e2', '+1',
// ' 1', '1.', '1.0': anything but optional minus and digits).
import type { Outcome } from './client.ts';
import type { Wire } from './encode.ts';
import type { Case } from './hostile.ts';

export type FindingKind =
  '5xx' | 'no answer' | 'unreadable answer' | 'not the envelope' | 'ok to a loose number';

export interface Verdict {
  kind: FindingKind;
  detail: string;
}

export interface Envelope {
  code: number;
  type: 'ok' | 'error' | '999';
  message: string;
  data: unknown;
}

/** The envelope of a body, or why it is not one. */
export function readEnvelope(body: Buffer, contentType: string | undefined): Envelope | string {
  if (!/^application\/json\b/i.test(contentType ?? ''))
    return `content-type ${JSON.stringify(contentType ?? null)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return 'not JSON';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'not a JSON object';
  const e = parsed as Record<string, unknown>;
  if (typeof e.code !== 'number' || !Number.isInteger(e.code)) return 'code is not an integer';
  if (e.type !== 'ok' && e.type !== 'error' && e.type !== '999')
    return `type ${JSON.stringify(e.type)}`;
  if (typeof e.message !== 'string') return 'message is not a string';
  if (!('data' in e)) return 'no data';
  return e as unknown as Envelope;
}

export function isApiUrl(url: string): boolean {
  return /^\/api(?:[/?#;%]|$)/.test(url);
}

export function judge(c: Case, wire: Wire | undefined, outcome: Outcome): Verdict[] {
  if (outcome.kind === 'unsendable') return [];
  if (outcome.kind === 'no answer') return [{ kind: 'no answer', detail: outcome.reason }];
  if (outcome.kind === 'unreadable')
    return [
      {
        kind: 'unreadable answer',
        detail: `not HTTP as an answer to ${wire?.method ?? 'these bytes'} (node:http: ${outcome.reason})`,
      },
    ];
  const { answer } = outcome;
  const verdicts: Verdict[] = [];
  const excerpt = answer.body.toString('utf8').slice(0, 300);
  if (answer.status >= 500) verdicts.push({ kind: '5xx', detail: `${answer.status} ${excerpt}` });
  const rawText = c.raw?.bytes.toString('latin1') ?? '';
  const api = wire ? isApiUrl(wire.url) : !/^(OPTIONS \*|GET http)/.test(rawText);
  if (!api || wire?.method === 'HEAD') return verdicts;
  const contentType = [answer.headers['content-type'] ?? ''].flat()[0];
  const envelope = readEnvelope(answer.body, contentType);
  if (typeof envelope === 'string') {
    const download = /^attachment;/.test(String(answer.headers['content-disposition'] ?? ''));
    const fileAllowed =
      c.op.fileAnswer &&
      answer.status === 200 &&
      !c.raw &&
      (download || !/json/i.test(contentType ?? ''));
    if (!fileAllowed)
      verdicts.push({
        kind: 'not the envelope',
        detail: `${answer.status} (${envelope}) ${JSON.stringify(excerpt.slice(0, 160))}`,
      });
    return verdicts;
  }
  if (envelope.type === 'ok' && c.looseNumber && !c.raw)
    verdicts.push({
      kind: 'ok to a loose number',
      detail: `${answer.status} ok to ${c.looseNumber}`,
    });
  return verdicts;
}
