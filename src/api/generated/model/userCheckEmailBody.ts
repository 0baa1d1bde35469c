import type { Code } from './code';
import type { CodeScene } from './codeScene';
import type { Email } from './email';

export type UserCheckEmailBody = {
  user_string: Email;
  code: Code;
  scene: CodeScene;
};
