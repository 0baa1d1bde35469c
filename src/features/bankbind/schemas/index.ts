export {
  BANK_FIELDS,
  bankInitialValues,
  bankSchema,
  MESSAGES,
  walletInitialValues,
  walletSchema,
  type BankField,
  type BankValues,
  type WalletValues,
} from './bank';
