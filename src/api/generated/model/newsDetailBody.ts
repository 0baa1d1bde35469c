import type { Id } from './id';

export type NewsDetailBody = {
  id: Id;
};
