import type { Rollup } from 'vite';

/** A build's chunks (not its assets), by file name. */
export type Chunks = Map<string, Rollup.OutputChunk>;

export function chunksOf(bundle: Rollup.OutputBundle): Chunks {
  const chunks: Chunks = new Map();
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk') chunks.set(item.fileName, item);
  }
  return chunks;
}

/** The chunks `roots` load statically, transitively (the roots included), by file name. */
export function staticClosure(chunks: Chunks, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}
