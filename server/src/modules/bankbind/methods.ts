// The user's payment methods (bank card, Alipay, WeChat): one of each kind, binding again updates it.
// Only the owner reads or changes them; lists show the card and IBAN masked.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { paymentMethods, type PaymentKind } from '../../db/schema/withdraw.ts';
import { ownUpload } from '../uploads/uploads.ts';
import { withdrawFail } from '../withdraw/errors.ts';

export const BANK_FIELDS = [
  'real_name',
  'card_number',
  'bank_name',
  'branch',
  'bank_address',
  'swift_code',
  'cardholder',
  'iban',
  'payee_address',
  'postal_code',
] as const;
type BankField = (typeof BANK_FIELDS)[number];

export type CashSaveInput = {
  kind: PaymentKind;
  account?: string;
  qr_upload_id?: string;
} & Partial<Record<BankField, string>>;
type Row = typeof paymentMethods.$inferSelect;

/** Keeps the first and last four characters: "6222 **** 1234". */
export function maskNumber(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return compact.length <= 8
    ? `${compact.slice(0, 2)}****${compact.slice(-2)}`
    : `${compact.slice(0, 4)} **** ${compact.slice(-4)}`;
}

const camel: Record<BankField, keyof Row> = {
  real_name: 'realName',
  card_number: 'cardNumber',
  bank_name: 'bankName',
  branch: 'branch',
  bank_address: 'bankAddress',
  swift_code: 'swiftCode',
  cardholder: 'cardholder',
  iban: 'iban',
  payee_address: 'payeeAddress',
  postal_code: 'postalCode',
};

export function presentMethods(rows: Row[]) {
  const bank = rows.find((r) => r.kind === 'bank');
  const wallet = (kind: PaymentKind) => {
    const row = rows.find((r) => r.kind === kind);
    return row
      ? {
          id: row.id,
          account: row.account!,
          qr_upload_id: row.qrUploadId!,
          updated_at: row.updatedAt.toISOString(),
        }
      : null;
  };
  return {
    bank: bank
      ? {
          id: bank.id,
          ...Object.fromEntries(BANK_FIELDS.map((f) => [f, String(bank[camel[f]] ?? '')])),
          card_number: maskNumber(bank.cardNumber!),
          iban: maskNumber(bank.iban!),
          updated_at: bank.updatedAt.toISOString(),
        }
      : null,
    alipay: wallet('alipay'),
    wechat: wallet('wechat'),
  };
}

export async function ownMethods(db: Db, userId: number): Promise<Row[]> {
  return db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
}

export async function ownMethod(
  db: Db,
  userId: number,
  kind: PaymentKind,
): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.kind, kind)));
  return row;
}

/** Every field of the kind is required; a QR code must be one of the user's own uploads. */
async function valuesOf(db: Db, userId: number, input: CashSaveInput) {
  const text = (v: string | undefined) => (v ?? '').trim();
  if (input.kind === 'bank') {
    const missing = BANK_FIELDS.filter((f) => text(input[f]) === '');
    if (missing.length > 0)
      throw withdrawFail.bindFailed(
        Object.fromEntries(missing.map((f) => [f, 'bankbind.field.required' as const])),
      );
    return Object.fromEntries(BANK_FIELDS.map((f) => [camel[f], text(input[f])])) as Partial<Row>;
  }
  const fields: Record<string, 'bankbind.field.required' | 'bankbind.field.qr_unknown'> = {};
  if (text(input.account) === '') fields.account = 'bankbind.field.required';
  if (text(input.qr_upload_id) === '') fields.qr_upload_id = 'bankbind.field.required';
  else if (!(await ownUpload(db, userId, text(input.qr_upload_id))))
    fields.qr_upload_id = 'bankbind.field.qr_unknown';
  if (Object.keys(fields).length > 0) throw withdrawFail.bindFailed(fields);
  return { account: text(input.account), qrUploadId: text(input.qr_upload_id) } as Partial<Row>;
}

/** Saves one method; `authorize` runs once the fields are valid (the step-up), before the write. */
export async function saveMethod(
  db: Db,
  userId: number,
  input: CashSaveInput,
  now: Date,
  authorize: () => Promise<void> = async () => {},
) {
  const values = await valuesOf(db, userId, input);
  await authorize();
  await db
    .insert(paymentMethods)
    .values({ ...values, userId, kind: input.kind, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [paymentMethods.userId, paymentMethods.kind],
      set: { ...values, updatedAt: now },
    });
  return presentMethods(await ownMethods(db, userId));
}
