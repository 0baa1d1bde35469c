import { HttpResponse, delay, http } from 'msw';
import type { Kyc, KycLevelState } from '../../src/api/generated/model';
import { getUserCenterResponseMock } from '../../src/api/generated/endpoints/profile/profile.msw';

// Verification states and upload answers shared by the kyc page stories.
export const user = {
  ...getUserCenterResponseMock({}).data,
  id: 7,
  nickname: 'Alice',
  kyc_status: 'unverified',
} as const;

const level = (status: KycLevelState['status'], reason: string | null = null): KycLevelState => ({
  status,
  reason,
  submitted_at: status === 'unverified' ? null : '2026-11-20T08:00:00Z',
  reviewed_at: status === 'verified' || status === 'rejected' ? '2026-11-21T08:00:00Z' : null,
});

export const KYC = {
  unverified: { level: 'none', basic: level('unverified'), advanced: level('unverified') },
  underReview: { level: 'none', basic: level('under_review'), advanced: level('unverified') },
  rejected: {
    level: 'none',
    basic: level('rejected', 'The photo of the back of the ID is blurred'),
    advanced: level('unverified'),
  },
  basicVerified: { level: 'basic', basic: level('verified'), advanced: level('unverified') },
  advancedReview: { level: 'basic', basic: level('verified'), advanced: level('under_review') },
  verified: { level: 'advanced', basic: level('verified'), advanced: level('verified') },
} satisfies Record<string, Kyc>;

export const kycHandler = (data: Kyc) =>
  http.get('/api/user/kyc', () =>
    HttpResponse.json({ code: 1, type: 'ok', message: 'Success', data }),
  );

export const kycLoading = http.get('/api/user/kyc', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

export const kycFailed = http.get('/api/user/kyc', () =>
  HttpResponse.json(
    { code: 500, type: 'error', message: 'Service unavailable', data: null },
    { status: 500 },
  ),
);

let uploads = 0;
async function uploaded() {
  await delay(150);
  uploads += 1;
  const id = `upload${String(uploads).padStart(16, '0')}`;
  return HttpResponse.json({
    code: 1,
    type: 'ok',
    message: 'Upload successful',
    data: { id, mime: 'image/png', size: 68, created_at: '2026-11-21T08:00:00Z' },
  });
}

/** Every upload succeeds with a new id. */
export const uploadOk = http.post('/api/upload/image', uploaded);

/** The first upload fails (network trouble), the following ones succeed. */
export function uploadFailsOnce() {
  let calls = 0;
  return http.post('/api/upload/image', async () => {
    calls += 1;
    if (calls === 1) {
      return HttpResponse.json(
        { code: 500, type: 'error', message: 'Upload failed', data: null },
        { status: 500 },
      );
    }
    return uploaded();
  });
}

/** A real 1x1 PNG, as a photo the user picked. */
export function photo(name = 'id.png'): File {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** A photo over the 5 MB limit (not compressible: it is not a real image). */
export const hugePhoto = () =>
  new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
