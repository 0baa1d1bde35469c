import type { ProofFailure, ProofFile, ProofResult, ProofStep } from './core';

/** Why a proof does not show the user's balances included: the core's reasons, or the list's. */
export type VerificationFailure = ProofFailure | 'published_mismatch' | 'not_published';

/** One line of the check as the page lists it, passed or not: the core's steps, then ours. */
export type Check =
  | (ProofStep & { passed: boolean })
  /** The core gave up before reaching the root (a damaged file): nothing more to compute. */
  | { kind: 'stopped'; failure: ProofFailure; passed: false }
  /** The proof's root against the one the platform publishes for that snapshot. */
  | { kind: 'published'; hash: string; published: string | null; passed: boolean };

export interface Verification {
  ok: boolean;
  checks: Check[];
  failure?: VerificationFailure;
}

/**
 * The core's steps, each marked, then the comparison of the proof's root with the published list
 * (`publishedRoot`: that snapshot's root there, null when the list does not have it).
 */
export function verificationOf(
  result: ProofResult,
  proof: ProofFile,
  publishedRoot: string | null,
): Verification {
  const checks: Check[] = result.steps.map((step) =>
    step.kind === 'root' ? { ...step, passed: result.ok } : { ...step, passed: true },
  );
  if (!result.ok && !result.steps.some((step) => step.kind === 'root')) {
    checks.push({ kind: 'stopped', failure: result.failure ?? 'malformed', passed: false });
  }
  const published = publishedRoot === proof.snapshot.root.hash;
  checks.push({
    kind: 'published',
    hash: proof.snapshot.root.hash,
    published: publishedRoot,
    passed: published,
  });
  if (!result.ok) return { ok: false, checks, failure: result.failure ?? 'malformed' };
  if (!published) {
    return {
      ok: false,
      checks,
      failure: publishedRoot === null ? 'not_published' : 'published_mismatch',
    };
  }
  return { ok: true, checks };
}
