import type { User } from '../src/api/generated/model';
import { reloadSession, setSession } from '../src/api/session';

// `parameters.session` in a story: `true` for the demo user, or a partial user/token to override.
export type SessionParameter = boolean | { token?: string; user?: Partial<User> } | undefined;

export const STORY_TOKEN = 'story-token';

/** A fixed user, so signed-in stories (and their screenshots) never change between runs. */
export const storyUser: User = {
  id: 1001,
  account: 'demo@example.com',
  account_type: 'email',
  email: 'demo@example.com',
  phone: null,
  area_code: null,
  nickname: 'Demo',
  invite_code: 'DEMO2024',
  kyc_status: 'verified',
  kyc_level: 'advanced',
  has_fund_password: true,
  lang: 'en',
  created_at: '2024-01-01T00:00:00Z',
};

/** Signed out unless the story asks otherwise; storage must already be cleared. */
export function seedSession(parameter: SessionParameter) {
  reloadSession(); // drop the previous story's in-memory session
  if (!parameter) return;
  const { token = STORY_TOKEN, user = {} } = parameter === true ? {} : parameter;
  setSession(token, { ...storyUser, ...user });
}
