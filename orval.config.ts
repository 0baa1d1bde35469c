import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';

const CONTRACT = './openapi/dist/openapi.json';

// POST operations marked `x-read: true` in the contract are reads (the spec makes many lookups POST):
// they get query hooks. Every other POST/PUT stays a mutation.
type Operation = { operationId?: string; 'x-read'?: boolean };
const contract = JSON.parse(readFileSync(CONTRACT, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const readOperations = Object.fromEntries(
  Object.values(contract.paths)
    .flatMap((item) => Object.values(item))
    .filter((op) => op['x-read'] && op.operationId)
    .map((op) => [op.operationId as string, { query: { useQuery: true, useMutation: false } }]),
);

// One contract -> typed react-query hooks (one file per tag) + MSW handlers with fakers.
// Every call goes through the single axios mutator in src/api/http.ts.
// The handlers answer at once: a fixed delay cost every story ~100 ms per request in each run
// of the story tests; a story about waiting holds its answer with msw's delay('infinite').
const mock = () => ({
  generators: [{ type: 'msw' as const, delay: false as const, baseUrl: '/api', useExamples: true }],
});

export default defineConfig({
  api: {
    // The operator console's operations (tags admin-*) are not the app's: its bundle never sees them.
    input: { target: CONTRACT, filters: { mode: 'exclude', tags: [/^admin-/] } },
    output: {
      mode: 'tags-split',
      target: './src/api/generated/endpoints',
      schemas: './src/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: mock(),
      override: {
        mutator: { path: './src/api/http.ts', name: 'apiCall' },
        header: false,
        query: { signal: true },
        operations: readOperations,
        mock: {
          // The envelope of every mocked answer is a success, as the server's would be.
          properties: { code: 1, type: 'ok' },
        },
      },
    },
  },
  // The operator console (/admin/, src/admin): only the admin-* operations, through its own mutator
  // (cookie session and CSRF header instead of the app's token, no app toasts).
  console: {
    input: { target: CONTRACT, filters: { mode: 'include', tags: [/^admin-/] } },
    output: {
      mode: 'tags-split',
      target: './src/admin/api/generated/endpoints',
      schemas: './src/admin/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: mock(),
      override: {
        mutator: { path: './src/admin/api/http.ts', name: 'consoleCall' },
        header: false,
        query: { signal: true },
        operations: readOperations,
        mock: { properties: { code: 1, type: 'ok' } },
      },
    },
  },
});
