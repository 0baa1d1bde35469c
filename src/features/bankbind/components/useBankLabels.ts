import { useTranslation } from 'react-i18next';
import type { BankField } from '../schemas';

/** The label of every bank field, in the order the form shows them. */
export function useBankLabels(): Record<BankField, string> {
  const { t } = useTranslation('bankbind');
  return {
    real_name: t('bankbind:field.real_name'),
    card_number: t('bankbind:field.card_number'),
    bank_name: t('bankbind:field.bank_name'),
    branch: t('bankbind:field.branch'),
    bank_address: t('bankbind:field.bank_address'),
    swift_code: t('bankbind:field.swift_code'),
    cardholder: t('bankbind:field.cardholder'),
    iban: t('bankbind:field.iban'),
    payee_address: t('bankbind:field.payee_address'),
    postal_code: t('bankbind:field.postal_code'),
  };
}
