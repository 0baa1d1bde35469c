import { readFileSync } from 'node:fs';

// The bundled contract (openapi/dist/openapi.json, produced by `npm run generate`).

export const contractPath = new URL('../../../openapi/dist/openapi.json', import.meta.url);

export type Spec = {
  security?: Record<string, string[]>[];
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        security?: Record<string, string[]>[];
        'x-role'?: string;
        requestBody?: { content?: Record<string, unknown> };
      }
    >
  >;
};

export function loadContract(): Spec {
  return JSON.parse(readFileSync(contractPath, 'utf8')) as Spec;
}

/** 'required': a session is needed; 'optional': used when sent (security lists `{}`); 'none';
 * 'operator': the console's cookie session with at least the operation's `x-role`. */
export type SessionRule = 'required' | 'optional' | 'none' | 'operator';

export function sessionRules(spec: Spec): Map<string, SessionRule> {
  const rules = new Map<string, SessionRule>();
  for (const item of Object.values(spec.paths)) {
    for (const operation of Object.values(item)) {
      if (!operation.operationId) continue;
      const security = operation.security ?? spec.security ?? [];
      if (security.some((requirement) => 'operator' in requirement)) {
        rules.set(operation.operationId, 'operator');
        continue;
      }
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

/** The role each operator operation needs (`x-role`); an operator operation without one is a
 * contract mistake, refused at start rather than left open. */
export function operatorRoles(spec: Spec): Map<string, string> {
  const roles = new Map<string, string>();
  for (const [operationId, rule] of sessionRules(spec)) {
    if (rule !== 'operator') continue;
    const operation = Object.values(spec.paths)
      .flatMap((item) => Object.values(item))
      .find((op) => op.operationId === operationId);
    const role = operation?.['x-role'];
    if (!role) throw new Error(`operator operation ${operationId} declares no x-role`);
    roles.set(operationId, role);
  }
  return roles;
}
