import { delay, http, HttpResponse } from 'msw';
import type {
  Center2,
  Invite,
  Rebate,
  RebateTotal,
  TeamMember,
} from '../../src/api/generated/model';

// Fixed referral data for the promotion stories, so every run (and screenshot) looks the same.
export const ok = <T>(data: T, message = 'OK') =>
  HttpResponse.json({ code: 1, type: 'ok', message, data });
export const fail = (status: number, message: string) =>
  HttpResponse.json({ code: status, type: 'error', message, data: null }, { status });
export const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};
type Answer = () => Response | Promise<Response>;

export const LINK = 'https://app.example.com/h5/#/pages/user/login/register?code=AB12CD34';
export const INVITE: Invite = {
  invite_code: 'AB12CD34',
  invite_link: LINK,
  level: 1,
  level_name: 'Member',
  rebate_ratio: '0.1',
  team_count: 3,
  direct_count: 2,
};
export const TEAM: TeamMember[] = [
  {
    account: 'ca***@example.com',
    kyc_status: 'unverified',
    level: 1,
    depth: 2,
    joined_at: '2026-11-12T10:00:00Z',
    team_count: 0,
  },
  {
    account: '138****8000',
    kyc_status: 'verified',
    level: 1,
    depth: 1,
    joined_at: '2026-11-11T09:00:00Z',
    team_count: 0,
  },
  {
    account: 'bo***@example.com',
    kyc_status: 'under_review',
    level: 1,
    depth: 1,
    joined_at: '2026-11-10T08:00:00Z',
    team_count: 1,
  },
];
export const REBATES: Rebate[] = [
  {
    id: 2,
    currency_id: 3,
    currency: 'USDT',
    amount: '0.1',
    fee: '1',
    ratio: '0.1',
    from_account: 'bo***@example.com',
    created_at: '2026-11-13T08:00:00Z',
  },
  {
    id: 1,
    currency_id: 3,
    currency: 'USDT',
    amount: '0.25',
    fee: '2.5',
    ratio: '0.1',
    from_account: 'bo***@example.com',
    created_at: '2026-11-12T08:00:00Z',
  },
];
export const TOTALS: RebateTotal[] = [{ currency_id: 3, currency: 'USDT', amount: '0.35' }];
export const CENTER: Center2 = {
  level: 1,
  level_name: 'Member',
  authorization_code: null,
  rebate_ratio: '0.1',
  direct_count: 2,
  levels: [
    { level: 1, name: 'Member', authorization_code: 'M1', min_team: 0, rebate_ratio: '0.1' },
    { level: 2, name: 'Partner', authorization_code: 'P2', min_team: 5, rebate_ratio: '0.2' },
    {
      level: 3,
      name: 'Senior partner',
      authorization_code: 'P3',
      min_team: 20,
      rebate_ratio: '0.3',
    },
    {
      level: 4,
      name: 'Exclusive partner',
      authorization_code: 'X4',
      min_team: 50,
      rebate_ratio: '0.4',
    },
  ],
  ranking: Array.from({ length: 10 }, (_, i) => ({
    rank: i + 1,
    account: `u${i}***@example.com`,
    team_count: 60 - i * 5,
    level: i < 3 ? 4 : 3,
  })),
};
export const POSTER = {
  invite_code: 'AB12CD34',
  invite_link: LINK,
  title: 'Trade crypto with me',
  subtitle: 'Scan the code to register',
  background_text: 'Spot, options, contracts and finance in one app',
};
export const SHARE = {
  invite_code: 'AB12CD34',
  invite_link: LINK,
  title: 'Join me on the exchange',
  text: `Register with my invite code AB12CD34 and start trading: ${LINK}`,
};

const page = <T>(items: T[], extra: object = {}) =>
  ok({ items, total: items.length, page: 1, limit: 50, ...extra });
export const invite = (answer: Answer) => http.get('/api/user/invite', answer);
export const team = (answer: Answer) => http.post('/api/user/invite_list', answer);
export const rebates = (answer: Answer) => http.post('/api/user/my_account_return', answer);
export const center2 = (answer: Answer) => http.get('/api/user/center2', answer);
export const poster = (answer: Answer) => http.get('/api/user/my_poster', answer);
export const share = (answer: Answer) => http.get('/api/user/my_share', answer);

export const referral = [
  invite(() => ok(INVITE)),
  team(() => page(TEAM)),
  rebates(() => page(REBATES, { totals: TOTALS })),
  center2(() => ok(CENTER)),
  poster(() => ok(POSTER)),
  share(() => ok(SHARE)),
];
export const emptyTeam = team(() => page([]));
export const emptyRebates = rebates(() => page([], { totals: [] }));
