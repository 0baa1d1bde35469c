import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { bodyUnreadable } from '../request-errors.ts';

// A JSON body as the input guard needs it. JSON.parse reads `1e2`, `1.0` and `100` as the same
// number, so a number that is not written as plain digits stays the text it was written as
// (through the reviver's source text) and the guard refuses it where an integer is due, as it
// refuses '1e2' in a form. The contract has no fractional numbers: amounts are decimal strings.
// __proto__ and constructor keys are refused, as by Fastify's own parser.

const PLAIN_INTEGER = /^-?[0-9]+$/;

type Reviver = (key: string, value: unknown, context?: { source?: string }) => unknown;

const keepLooseNumbersAsText: Reviver = (_key, value, context) =>
  typeof value === 'number' && context?.source !== undefined && !PLAIN_INTEGER.test(context.source)
    ? context.source
    : value;

export function parseStrictJson(text: string): unknown {
  return secureJson.parse(
    text,
    keepLooseNumbersAsText as (key: string, value: unknown) => unknown,
    {
      protoAction: 'error',
      constructorAction: 'error',
    },
  );
}

export function installStrictJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(bodyUnreadable(), undefined);
    try {
      done(null, parseStrictJson(body as string));
    } catch {
      done(bodyUnreadable(), undefined);
    }
  });
}
