import type { Plugin } from 'vite';

// A package entry that re-exports more than the boot chunk keeps after tree-shaking (the app uses
// only QueryClientProvider from it at boot): which of its modules an importer really gets cannot
// be told from the module graph, so its importers stay out of the group.
const BARREL =
  /[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/;

/**
 * One chunk for what the tab pages people open first have in common.
 *
 * Left to automatic splitting, every set of pages that shares a module gets a chunk of its own:
 * Home's first load fetched 48 files, most under 1 KB (a badge, an icon, a hook), each a request
 * and a `<link rel="modulepreload">` the loader appends on the main thread. Once the module graph
 * is known, this finds the modules that at least two of `pages` import statically, that the entry
 * does not, and that lead to nothing the `keepOut` page needs beyond the entry's chunk (a group
 * also takes its modules' imports, and would bring that page the whole group). Its `test` gives
 * them to one group chunk.
 */
export function firstPages(pages: RegExp, keepOut: RegExp) {
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'first-pages-chunk',
    apply: 'build',
    buildEnd() {
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const boot = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const kept = closure(ids.filter((id) => keepOut.test(id)));
      const uses = new Map<string, number>();
      for (const page of ids.filter((id) => pages.test(id))) {
        for (const id of closure([page])) uses.set(id, (uses.get(id) ?? 0) + 1);
      }
      // Everything that leads to a module the kept-out page needs beyond the entry's chunk: those
      // modules and their importers, transitively (one walk up instead of a closure per module).
      const leadsToKept = new Set<string>();
      const stack = [...kept].filter((id) => !boot.has(id) || BARREL.test(id));
      while (stack.length) {
        const id = stack.pop()!;
        if (leadsToKept.has(id)) continue;
        leadsToKept.add(id);
        stack.push(...(this.getModuleInfo(id)?.importers ?? []));
      }
      shared.clear();
      for (const [id, count] of uses) {
        if (count >= 2 && !boot.has(id) && !pages.test(id) && !leadsToKept.has(id)) shared.add(id);
      }
    },
  };
  return { plugin, test: (id: string) => shared.has(id) };
}
