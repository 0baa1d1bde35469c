// Drizzle definitions of the tables of migration 0016_operators.sql (the SQL is the source of truth).
import { bigint, bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const OPERATOR_ROLES = ['viewer', 'reviewer', 'finance', 'editor', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const operators = pgTable('operators', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  role: text('role').$type<OperatorRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  totpSecret: text('totp_secret'),
  totpEnrolledAt: time('totp_enrolled_at'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull(),
  enrolTokenHash: text('enrol_token_hash'),
  enrolExpiresAt: time('enrol_expires_at'),
  disabledAt: time('disabled_at'),
  createdAt: time('created_at').notNull(),
});

export const operatorSessions = pgTable('operator_sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull(),
  csrfToken: text('csrf_token').notNull(),
  operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
  createdAt: time('created_at').notNull(),
  lastSeenAt: time('last_seen_at').notNull(),
  endedAt: time('ended_at'),
  ip: text('ip'),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: time('at').notNull(),
  operatorId: bigint('operator_id', { mode: 'number' }),
  actor: text('actor').notNull(),
  ip: text('ip'),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  reason: text('reason'),
});
