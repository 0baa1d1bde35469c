import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Text the browser downloads: scripts, styles, the shell, locale and manifest JSON, icons in SVG,
// and the service worker (written by vite-plugin-pwa in its own closeBundle, before this one).
const TEXT_FILE = /\.(m?js|css|html|json|webmanifest|svg|txt|xml)$/;
// Below this a compressed copy saves less than its extra request headers cost.
const MIN_BYTES = 256;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` (quality 11) and `file.gz` (level 9) beside it; a copy that is not smaller
 * than the original is not written, and the server then sends the original. */
export async function precompressFile(file: string): Promise<void> {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
}

/**
 * Brotli and gzip copies of every text file of the build, at maximum compression since this runs
 * once per build, not per request; the server picks the one the browser accepts
 * (@fastify/static preCompressed). Runs after every other plugin has written its files.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let logger: Logger | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const files = await filesUnder(outDir);
        await Promise.all(files.map(precompressFile));
        logger?.info(`precompress: .br and .gz beside ${files.length} text files`);
      },
    },
  };
}
