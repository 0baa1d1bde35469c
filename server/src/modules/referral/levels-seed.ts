import { partnerLevels } from '../../db/schema/community.ts';
import type { Seed } from '../seed/seed.ts';

// Partner levels by direct team size; the ratio is the inviter's share of a team member's fee.
const LEVELS = [
  {
    level: 1,
    authCode: 'M1',
    minTeam: 0,
    rebateRatio: '0.100000',
    names: {
      en: 'Member',
      zh: '会员',
      hk: '會員',
      jp: 'メンバー',
      kr: '멤버',
      esp: 'Miembro',
      th: 'สมาชิก',
    },
  },
  {
    level: 2,
    authCode: 'P2',
    minTeam: 5,
    rebateRatio: '0.200000',
    names: {
      en: 'Partner',
      zh: '合伙人',
      hk: '合夥人',
      jp: 'パートナー',
      kr: '파트너',
      esp: 'Socio',
      th: 'พาร์ทเนอร์',
    },
  },
  {
    level: 3,
    authCode: 'P3',
    minTeam: 20,
    rebateRatio: '0.300000',
    names: {
      en: 'Senior partner',
      zh: '高级合伙人',
      hk: '高級合夥人',
      jp: 'シニアパートナー',
      kr: '시니어 파트너',
      esp: 'Socio sénior',
      th: 'พาร์ทเนอร์อาวุโส',
    },
  },
  {
    level: 4,
    authCode: 'X4',
    minTeam: 50,
    rebateRatio: '0.400000',
    names: {
      en: 'Exclusive partner',
      zh: '独家合伙人',
      hk: '獨家合夥人',
      jp: '専属パートナー',
      kr: '전속 파트너',
      esp: 'Socio exclusivo',
      th: 'พาร์ทเนอร์พิเศษ',
    },
  },
];

/**
 * Only into an empty table: operators manage the levels in the console (admin.ts), and a start must
 * neither restore a level they removed nor overwrite what they changed.
 */
export const partnerLevelsSeed: Seed = {
  name: 'partner_levels',
  async run({ db }) {
    const [any] = await db.select({ level: partnerLevels.level }).from(partnerLevels).limit(1);
    if (any) return;
    await db.insert(partnerLevels).values(LEVELS).onConflictDoNothing();
  },
};
