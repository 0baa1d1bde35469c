import type { Id } from './id';
import type { PasskeyName } from './passkeyName';

export type SecurityPasskeyRenameBody = {
  id: Id;
  name: PasskeyName;
};
