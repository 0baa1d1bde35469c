import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Reads the translation catalogue: src/i18n/locales/<lang>/<namespace>.json, nested objects.
export const LOCALES_DIR = join(import.meta.dirname, '../../../src/i18n/locales');

/** i18next plural suffixes; `items_one` and `items_other` are the forms of one key, `items`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
export const isPluralForm = (key: string) => PLURAL_SUFFIX.test(key);

/** `ns:a.b.c` -> value, for every string leaf; a non-string leaf is reported, not returned. */
export type Catalogue = Map<string, string>;

function flatten(ns: string, value: unknown, path: string[], out: Catalogue, problems: string[]) {
  if (typeof value === 'string') {
    out.set(`${ns}:${path.join('.')}`, value);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(ns, child, [...path, key], out, problems);
  } else {
    problems.push(`${ns}:${path.join('.')} is ${JSON.stringify(value)}, not a string`);
  }
}

export function languagesOnDisk(): string[] {
  return readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function namespacesOf(lang: string): string[] {
  return readdirSync(join(LOCALES_DIR, lang))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

export function readCatalogue(lang: string, problems: string[] = []): Catalogue {
  const out: Catalogue = new Map();
  for (const ns of namespacesOf(lang)) {
    const file = join(LOCALES_DIR, lang, `${ns}.json`);
    flatten(ns, JSON.parse(readFileSync(file, 'utf8')), [], out, problems);
  }
  return out;
}

/** Keys with their plural forms folded together: `ns:items` for `ns:items_one` + `ns:items_other`. */
export function baseKeys(catalogue: Catalogue): Set<string> {
  return new Set([...catalogue.keys()].map(baseKey));
}

/** All values of a key in one language (one per plural form). */
export function valuesOf(catalogue: Catalogue, key: string): string[] {
  return [...catalogue].filter(([k]) => baseKey(k) === key).map(([, value]) => value);
}

/**
 * What must survive translation: `{{var}}` interpolations (format and `-` unescape flags
 * dropped), `$t(ns:key)` nestings and `<0>`/`<strong>` component tags of <Trans>.
 */
export function placeholders(value: string): string[] {
  const found = new Set<string>();
  for (const [, name] of value.matchAll(/\{\{\s*-?\s*([\w.]+)[^}]*\}\}/g)) found.add(`{{${name}}}`);
  for (const [, key] of value.matchAll(/\$t\(\s*([^,)\s]+)/g)) found.add(`$t(${key})`);
  for (const [, tag] of value.matchAll(/<\/?\s*([\w-]+)\s*\/?>/g)) found.add(`<${tag}>`);
  return [...found].sort();
}
