// Drizzle definitions of the tables of migration 0006_kyc.sql (the SQL is the source of truth).
import {
  bigint,
  bigserial,
  customType,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// PGlite answers bytea as Uint8Array, node-postgres as Buffer: both become a Buffer here.
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp';
export type KycLevelName = 'basic' | 'advanced';
export type KycApplicationStatus = 'under_review' | 'verified' | 'rejected';

export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  mime: text('mime').$type<ImageMime>().notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  createdAt: time('created_at').notNull(),
});

export const kycApplications = pgTable('kyc_applications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  level: text('level').$type<KycLevelName>().notNull(),
  status: text('status').$type<KycApplicationStatus>().notNull(),
  country: text('country'),
  fullName: text('full_name'),
  idNumber: text('id_number'),
  contact: text('contact'),
  address: text('address'),
  frontUploadId: text('front_upload_id'),
  backUploadId: text('back_upload_id'),
  handUploadId: text('hand_upload_id'),
  addressUploadId: text('address_upload_id'),
  reason: text('reason'),
  createdAt: time('created_at').notNull(),
  reviewedAt: time('reviewed_at'),
});
