import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { chunksOf, staticClosure } from './chunks.ts';

/** Set while the analysis build runs: the config leaves out what only the real build needs. */
export const ANALYSIS_ENV = 'FIRST_PAGES_ANALYSIS';

/** Which first pages load each module beyond the entry, in a build chunked automatically. */
function loadedBy(output: Rollup.OutputBundle, pages: Record<string, string[]>) {
  const chunks = chunksOf(output);
  const chunkOf = (module: string) =>
    [...chunks.values()].find((chunk) => chunk.facadeModuleId === module) ??
    [...chunks.values()].find((chunk) => chunk.moduleIds.includes(module));
  const entry = [...chunks.values()].filter((chunk) => chunk.isEntry).map((c) => c.fileName);
  const atStart = staticClosure(chunks, entry);
  const pagesOf = new Map<string, string[]>();
  for (const [name, modules] of Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))) {
    const roots = modules.map((module) => {
      const chunk = chunkOf(module);
      if (!chunk) throw new Error(`first-page-groups: no chunk holds ${module}`);
      return chunk.fileName;
    });
    for (const file of staticClosure(chunks, roots)) {
      if (atStart.has(file)) continue;
      // Every module the chunk holds, those that render no code included (a style module's CSS
      // goes with its chunk; a module left holding only imports would be an empty file).
      for (const id of chunks.get(file)!.moduleIds) {
        pagesOf.set(id, [...(pagesOf.get(id) ?? []), name]);
      }
    }
  }
  return pagesOf;
}

/**
 * Chunks cut for the pages a visit starts on, not for all seventy.
 *
 * Automatic splitting gives every set of the app's lazy pages that shares a module a chunk of its
 * own: Home's first load fetched 48 files and login's 31, most under 1 KB, each a request (six at
 * a time over HTTP/1.1) and a `<link rel="modulepreload">`. Here a module that a first page loads
 * beyond the entry goes into a chunk named after the set of first pages that load it (`login`,
 * `home`, `assets-home-market-trust`...), so each first page fetches one file per such set. Other
 * pages fetch those chunks too where they use a module in them: a few bytes more off the first
 * visit's path, for far fewer requests on it.
 *
 * Which modules a page loads is what the bundler keeps of them after tree-shaking, which the
 * module graph alone cannot tell (a page importing one name from a barrel would seem to need all
 * of it). So a first, unminified build to memory, chunked automatically, tells it; this build then
 * groups by it. `pages` names each first page by the modules it loads before its first screen
 * (its own, and the lazy parts it brings alongside: the tab bar, pull-to-refresh, its first calls).
 */
export function firstPageGroups(root: string, configFile: string, pages: Record<string, string[]>) {
  const keys = new Map<string, string>();
  const plugin: Plugin = {
    name: 'first-page-groups',
    apply: 'build',
    async buildStart() {
      keys.clear();
      if (process.env[ANALYSIS_ENV]) return;
      const { build } = await import('vite');
      process.env[ANALYSIS_ENV] = '1';
      let result;
      try {
        result = await build({
          configFile,
          logLevel: 'silent',
          build: { write: false, minify: false, sourcemap: false, emptyOutDir: false },
        });
      } finally {
        delete process.env[ANALYSIS_ENV];
      }
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
      const bundle = Object.fromEntries(
        outputs.flatMap((out) => out.output.map((item) => [item.fileName, item])),
      );
      const absolute = Object.fromEntries(
        Object.entries(pages).map(([name, modules]) => [
          name,
          modules.map((module) => path.resolve(root, module)),
        ]),
      );
      for (const [id, names] of loadedBy(bundle, absolute)) keys.set(id, names.join('-'));
    },
  };
  return { plugin, name: (id: string) => keys.get(id) ?? null };
}
