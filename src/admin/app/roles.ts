import type { Role } from '../api/generated/model';

// As the server's (server/src/modules/operators/roles.ts): the console greys out what the
// operator's role may not do, and the server refuses it anyway.
export function roleAllows(held: Role, needed: Role): boolean {
  return needed === 'viewer' || held === needed || held === 'admin';
}
