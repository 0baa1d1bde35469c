import { readFileSync } from 'node:fs';
import { Gauge } from 'prom-client';
import type { Registers } from './scrape.ts';

// The version the dashboards show beside each instance (package.json's, read once).
let version: string | undefined;
export function packageVersion(): string {
  if (version === undefined) {
    const file = new URL('../../../../package.json', import.meta.url);
    version = String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version);
  }
  return version;
}

export function buildInfo(registers: Registers): void {
  new Gauge({
    name: 'coinhub_build_info',
    help: 'Always 1; the version label is the running release.',
    labelNames: ['version'],
    registers,
  }).set({ version: packageVersion() }, 1);
}
