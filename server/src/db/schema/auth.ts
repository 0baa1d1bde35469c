// Drizzle definitions of the tables of migrations 0002_auth.sql and 0003_reference.sql (the SQL is
// the source of truth). `authUsers` is the full users row; core.ts's `users` only knows id and created_at.
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Lang } from '../../i18n/languages.ts';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const authUsers = pgTable('users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: time('created_at').notNull(),
  accountType: text('account_type').$type<'mobile' | 'email'>().notNull(),
  email: text('email'),
  phone: text('phone'),
  areaCode: text('area_code'),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  inviteCode: text('invite_code'),
  inviterId: bigint('inviter_id', { mode: 'number' }),
  kycStatus: text('kyc_status').$type<'unverified' | 'under_review' | 'verified'>().notNull(),
  kycLevel: text('kyc_level').$type<'none' | 'basic' | 'advanced'>().notNull(),
  fundPasswordHash: text('fund_password_hash'),
  lang: text('lang').$type<Lang>().notNull(),
  disabledAt: time('disabled_at'),
  // 0018_operator_users.sql: set by an operator (console), cleared by one
  signInFrozenAt: time('sign_in_frozen_at'),
  withdrawFrozenAt: time('withdraw_frozen_at'),
  // 0037_withdraw_hold.sql: withdrawals wait until then after a security change (the reason)
  withdrawHoldUntil: time('withdraw_hold_until'),
  withdrawHoldReason: text('withdraw_hold_reason').$type<WithdrawHoldReason>(),
  // 0038_security_mail.sql: shown in every security e-mail, so fakes can be told apart
  antiPhishingCode: text('anti_phishing_code'),
});

export const WITHDRAW_HOLD_REASONS = [
  'password_reset',
  'fund_password_changed',
  'second_factor_off',
  'second_factor_reset',
] as const;
export type WithdrawHoldReason = (typeof WITHDRAW_HOLD_REASONS)[number];

export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  createdAt: time('created_at').notNull(),
  expiresAt: time('expires_at').notNull(),
  revokedAt: time('revoked_at'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  // 0035_session_devices.sql: read from the user agent at sign-in; last use to the minute
  browser: text('browser'),
  os: text('os'),
  device: text('device').$type<DeviceKind>().notNull().default('unknown'),
  lastUsedAt: time('last_used_at').notNull(),
});

export type DeviceKind = 'mobile' | 'tablet' | 'desktop' | 'unknown';

export const verificationCodes = pgTable('verification_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  scene: text('scene').notNull(),
  target: text('target').notNull(),
  codeHash: text('code_hash').notNull(),
  ip: text('ip'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: time('created_at').notNull(),
  expiresAt: time('expires_at').notNull(),
  usedAt: time('used_at'),
});

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  target: text('target').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  html: text('html'),
  createdAt: time('created_at').notNull(),
  sentAt: time('sent_at'),
  error: text('error'),
  // 0045: set while it waits for the `outbox.deliver` job (written in another change's transaction)
  dueAt: time('due_at'),
});

export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  accountKey: text('account_key').notNull(),
  ip: text('ip').notNull(),
  createdAt: time('created_at').notNull(),
});

export const areaCodes = pgTable('area_codes', {
  id: serial('id').primaryKey(),
  countryCode: text('country_code').notNull().unique(),
  areaCode: text('area_code').notNull(),
  names: jsonb('names').$type<Record<Lang, string>>().notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: time('updated_at').notNull().defaultNow(),
});

export const currencyNetworks = pgTable('currency_networks', {
  id: serial('id').primaryKey(),
  currencyId: integer('currency_id').notNull(),
  network: text('network').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** 0036_account_events.sql: what the Security page's activity lists. */
export const ACCOUNT_EVENT_KINDS = [
  'signed_up',
  'signed_in',
  'sign_in_failed',
  'signed_out',
  'password_changed',
  'password_reset',
  'fund_password_set',
  'fund_password_changed',
  'address_added',
  'address_removed',
  'device_signed_out',
  'devices_signed_out',
  'anti_phishing_set',
  'signed_out_by_support',
  'totp_enabled',
  'totp_disabled',
  'recovery_codes_renewed',
  'recovery_code_used',
  'second_step_failed',
  'second_factor_reset',
  'passkey_added',
  'passkey_removed',
  'signed_in_with_passkey',
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

export const accountEvents = pgTable('account_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  kind: text('kind').$type<AccountEventKind>().notNull(),
  at: time('at').notNull(),
  ip: text('ip'),
  browser: text('browser'),
  os: text('os'),
  device: text('device').$type<DeviceKind>().notNull().default('unknown'),
});

/** 0040_second_factor.sql: a user's authenticator (pending until a first code confirms it). */
export const userTotp = pgTable('user_totp', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  secret: text('secret').notNull(),
  createdAt: time('created_at').notNull(),
  enabledAt: time('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

export const recoveryCodes = pgTable('recovery_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: time('created_at').notNull(),
  usedAt: time('used_at'),
});

export const loginTickets = pgTable('login_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  createdAt: time('created_at').notNull(),
  expiresAt: time('expires_at').notNull(),
  failures: integer('failures').notNull().default(0),
  usedAt: time('used_at'),
});

/** 0042_passkeys.sql: a user's WebAuthn credentials. */
export const userPasskeys = pgTable('user_passkeys', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  credentialId: text('credential_id').notNull().unique(),
  publicKey: text('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: text('transports').notNull().default(''),
  name: text('name').notNull(),
  backedUp: boolean('backed_up').notNull().default(false),
  createdAt: time('created_at').notNull(),
  lastUsedAt: time('last_used_at'),
});

export type ChallengePurpose = 'register' | 'step_up' | 'sign_in';

export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  challenge: text('challenge').notNull().unique(),
  purpose: text('purpose').$type<ChallengePurpose>().notNull(),
  userId: bigint('user_id', { mode: 'number' }),
  createdAt: time('created_at').notNull(),
  expiresAt: time('expires_at').notNull(),
  usedAt: time('used_at'),
});
