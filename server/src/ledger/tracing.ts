// The ledger's trace spans: `ledger.post` for each posting (alone through the writer, or inside a
// run), `ledger.run` for a business transaction through the writer. @opentelemetry/api only: with
// tracing off (no SDK registered) its tracer is a no-op and this costs a function call.
import { SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { InsufficientFunds, InvalidEntry } from './errors.ts';
import type { EntryInput, EntryResult } from './post.ts';

const tracer = trace.getTracer('coinhub-ledger');

async function inSpan<T>(
  name: string,
  attributes: Record<string, string | number>,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      // A refusal (want of funds, a malformed entry) is an answer, not a failure of the server.
      if (error instanceof InsufficientFunds || error instanceof InvalidEntry)
        span.setAttribute('ledger.refused', error.name);
      else {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A posting: its kind and number of legs; never amounts, accounts or the memo. */
export function tracePosting(
  input: EntryInput,
  post: () => Promise<EntryResult>,
): Promise<EntryResult> {
  return inSpan(
    'ledger.post',
    { 'ledger.kind': input.kind, 'ledger.legs': input.legs.length },
    async (span) => {
      const result = await post();
      span.setAttribute('ledger.entry_id', result.id);
      span.setAttribute('ledger.replayed', result.replayed);
      return result;
    },
  );
}

/** A ledger.run() transaction, from submission to commit (the wait for the writer included). */
export function traceRun<T>(run: () => Promise<T>): Promise<T> {
  return inSpan('ledger.run', {}, () => run());
}
