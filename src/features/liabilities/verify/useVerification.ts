import { useQuery } from '@tanstack/react-query';
import { useLiabilitiesSnapshots } from '../../../api/generated/endpoints/liabilities/liabilities';
import { verifyProof, type ProofFile } from './core';
import { verificationOf } from './verification';
import { webCryptoSha256 } from './webCryptoSha256';

/** The newest snapshots: the proof is for the latest, so its published entry is on this page. */
const PUBLISHED = { page: 1, limit: 20 };

/**
 * Checks the proof in the browser (WebCrypto), then compares its root with the one the platform
 * publishes for that snapshot. Pending while the list loads or the hashes run.
 */
export function useVerification(proof: ProofFile) {
  const snapshots = useLiabilitiesSnapshots(PUBLISHED);
  const publishedRoot = snapshots.data
    ? (snapshots.data.items.find((s) => s.id === proof.snapshot.id)?.root_hash ?? null)
    : undefined;
  const verification = useQuery({
    queryKey: ['liabilities', 'verification', proof, publishedRoot],
    queryFn: async () =>
      verificationOf(await verifyProof(proof, webCryptoSha256), proof, publishedRoot ?? null),
    enabled: publishedRoot !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  return {
    isPending: snapshots.isPending || verification.isPending,
    isError: snapshots.isError || verification.isError,
    data: verification.data,
    refetch: () => (snapshots.isError ? snapshots.refetch() : verification.refetch()),
  };
}
