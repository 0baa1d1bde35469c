// Loading a lazy page's chunk (spec section 8): a 120 s time-out, and every failure (time-out,
// missing chunk after a deploy, network) surfaces as one recognisable ChunkLoadError.
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export function loadChunk<M>(
  importer: () => Promise<M>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading the page timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    let started: Promise<M>;
    try {
      started = importer();
    } catch (error) {
      started = Promise.reject(error);
    }
    started.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ChunkLoadError
            ? error
            : new ChunkLoadError(
                `Loading the page failed: ${String((error as Error)?.message ?? error)}`,
                {
                  cause: error,
                },
              ),
        );
      },
    );
  });
}
