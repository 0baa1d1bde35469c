import type { AreaCode } from './areaCode';
import type { Code } from './code';
import type { CodeScene } from './codeScene';
import type { Phone } from './phone';

export type UserCheckMobileBody = {
  user_string: Phone;
  area_code: AreaCode;
  code: Code;
  scene: CodeScene;
};
