import type { AreaCode } from './areaCode';
import type { CodeScene } from './codeScene';
import type { Phone } from './phone';

export type SmsSendBody = {
  user_string: Phone;
  area_code: AreaCode;
  scene: CodeScene;
};
