import type { FastifyRequest } from 'fastify';
import { kycApplications } from '../../db/schema/kyc.ts';
import { bodyOf, requireAuth, type Deps } from '../../http/context.ts';
import { ok, type Success } from '../../http/envelope.ts';
import { isUniqueViolation } from '../users/repo.ts';
import { foreignUploadIds } from '../uploads/uploads.ts';
import { kycErrors } from './errors.ts';
import { kycStatus, presentKyc, syncUserKyc, type KycLevelState } from './status.ts';

interface BasicBody {
  country: string;
  name: string;
  id_number: string;
  contact: string;
  front_image: string;
  back_image: string;
  hand_image: string;
}

interface AdvancedBody {
  address: string;
  address_image: string;
}

function assertOpen(state: KycLevelState): void {
  if (state.status === 'under_review') throw kycErrors.pending();
  if (state.status === 'verified') throw kycErrors.verified();
}

/** Every photo must be one of the caller's own uploads; the fields that are not are named. */
async function assertOwnUploads(
  deps: Deps,
  userId: number,
  images: Record<string, string>,
): Promise<void> {
  const foreign = new Set(await foreignUploadIds(deps.db, userId, Object.values(images)));
  const fields = Object.entries(images)
    .filter(([, id]) => foreign.has(id))
    .map(([field]) => field);
  if (fields.length > 0) throw kycErrors.foreignUpload(fields);
}

async function insertApplication(
  deps: Deps,
  values: typeof kycApplications.$inferInsert,
): Promise<void> {
  // The partial unique indexes decide a race between two submissions: the second one is refused.
  await deps.db
    .insert(kycApplications)
    .values(values)
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? kycErrors.pending() : err;
    });
}

const trimmed = (value: string) => value.trim().replace(/\s+/g, ' ');

export async function submitBasic(deps: Deps, request: FastifyRequest): Promise<Success> {
  const { userId } = requireAuth(request);
  const body = bodyOf<BasicBody>(request);
  assertOpen((await kycStatus(deps.db, userId)).basic);
  const images = {
    front_image: body.front_image,
    back_image: body.back_image,
    hand_image: body.hand_image,
  };
  await assertOwnUploads(deps, userId, images);
  await insertApplication(deps, {
    userId,
    level: 'basic',
    status: 'under_review',
    country: trimmed(body.country),
    fullName: trimmed(body.name),
    idNumber: body.id_number.toUpperCase(),
    contact: trimmed(body.contact),
    frontUploadId: body.front_image,
    backUploadId: body.back_image,
    handUploadId: body.hand_image,
    createdAt: deps.clock(),
  });
  return ok(presentKyc(await syncUserKyc(deps.db, userId)), 'kyc.submitted');
}

export async function submitAdvanced(deps: Deps, request: FastifyRequest): Promise<Success> {
  const { userId } = requireAuth(request);
  const body = bodyOf<AdvancedBody>(request);
  const state = await kycStatus(deps.db, userId);
  if (state.basic.status !== 'verified') throw kycErrors.basicFirst();
  assertOpen(state.advanced);
  await assertOwnUploads(deps, userId, { address_image: body.address_image });
  await insertApplication(deps, {
    userId,
    level: 'advanced',
    status: 'under_review',
    address: trimmed(body.address),
    addressUploadId: body.address_image,
    createdAt: deps.clock(),
  });
  return ok(presentKyc(await syncUserKyc(deps.db, userId)), 'kyc.submitted');
}
