import type { Message } from './message';
import type { MyProof } from './myProof';
import type { OkCode } from './okCode';
import type { OkType } from './okType';

export interface MyProofOk {
  code: OkCode;
  type: OkType;
  message: Message;
  data: MyProof;
}
