import type { CodeScene } from './codeScene';
import type { Email } from './email';

export type SmsMailBody = {
  user_string: Email;
  scene: CodeScene;
};
