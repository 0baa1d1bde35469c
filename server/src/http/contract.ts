import { readFileSync } from 'node:fs';

// The bundled contract (openapi/dist/openapi.json, produced by `npm run generate`).

export const contractPath = new URL('../../../openapi/dist/openapi.json', import.meta.url);

export type Spec = {
  security?: Record<string, string[]>[];
  paths: Record<
    string,
    Record<string, { operationId?: string; security?: Record<string, string[]>[] }>
  >;
};

export function loadContract(): Spec {
  return JSON.parse(readFileSync(contractPath, 'utf8')) as Spec;
}

/** 'required': a session is needed; 'optional': used when sent (security lists `{}`); 'none'. */
export type SessionRule = 'required' | 'optional' | 'none';

export function sessionRules(spec: Spec): Map<string, SessionRule> {
  const rules = new Map<string, SessionRule>();
  for (const item of Object.values(spec.paths)) {
    for (const operation of Object.values(item)) {
      if (!operation.operationId) continue;
      const security = operation.security ?? spec.security ?? [];
      const usesSession = security.some((requirement) => 'session' in requirement);
      const allowsAnonymous =
        security.length === 0 ||
        security.some((requirement) => Object.keys(requirement).length === 0);
      rules.set(
        operation.operationId,
        usesSession ? (allowsAnonymous ? 'optional' : 'required') : 'none',
      );
    }
  }
  return rules;
}
