import type { Id } from './id';

export type OtcAgentParams = {
  user_id?: Id;
};
