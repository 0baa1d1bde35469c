// The open verifier's construction (packages/liabilities-verifier), reached from this one file: the
// server hashes with its messages, and builds its trees on stored bytes (flat-tree.ts), which a
// test holds byte for byte to the verifier's buildLevels.
export {
  buildLevels,
  commitmentMessage,
  FORMAT_VERSION,
  fromUnits,
  HASH_LENGTH,
  leafCountFor,
  paddingMessage,
  pathOf,
  shuffledPositions,
  toHex,
  toUnits,
  EncodingError,
  type LeafInput,
  type LeavesFile,
  type ProofFile,
  type SnapshotHeader,
  type TreeNode,
} from '../../../../packages/liabilities-verifier/src/core/index.ts';
export { sha256 } from '../../../../packages/liabilities-verifier/src/sha256.ts';
