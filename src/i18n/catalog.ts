// Every other translation file, one lazy chunk each (src/i18n/locales/<lang>/<ns>.json). The list
// itself (~150 entries) is a chunk of its own, so the entry chunk that every first visit downloads
// does not carry it; the core namespaces come in one file per language (core/<lang>.ts).
export const bundles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/*/{common,form,auth}.json',
]);
