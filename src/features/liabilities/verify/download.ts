import type { ProofFile } from './core';

export const proofFileName = (proof: ProofFile) => `coinhub-proof-${proof.snapshot.id}.json`;

/** Saves the proof as the server sent it, for the open verifier (npm run verify-liabilities). */
export function downloadProof(proof: ProofFile) {
  const blob = new Blob([JSON.stringify(proof)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = proofFileName(proof);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
