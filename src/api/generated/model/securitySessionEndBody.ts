import type { Id } from './id';

export type SecuritySessionEndBody = {
  id: Id;
};
