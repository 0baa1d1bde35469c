import { currencies } from '../../db/schema/core.ts';
import { projects } from '../../db/schema/publication.ts';
import type { Seed } from '../seed/seed.ts';

// New coins offered by subscription. Their ids start at 100 so they never collide with the market
// coins of seed/currencies.ts. Subscription windows are placed around the first start of the server
// (the seed is idempotent: later starts keep the rows as they are).
export const NEW_COINS = [
  { id: 100, symbol: 'LUMA', name: 'Luma Network', decimals: 6, isBase: false, sort: 100 },
  { id: 101, symbol: 'ORBT', name: 'Orbit Protocol', decimals: 6, isBase: false, sort: 101 },
  { id: 102, symbol: 'KITE', name: 'Kite Finance', decimals: 6, isBase: false, sort: 102 },
];

const DAY = 86_400_000;
const at = (now: number, days: number) => new Date(now + days * DAY);

const intro = {
  100: {
    en: 'Luma Network is a layer-2 payment network for instant, low-fee transfers.',
    zh: 'Luma Network 是一个二层支付网络，提供即时、低手续费的转账。',
    hk: 'Luma Network 是一個二層支付網絡，提供即時、低手續費的轉帳。',
    jp: 'Luma Network は、即時かつ低手数料で送金できるレイヤー2決済ネットワークです。',
    kr: 'Luma Network는 즉시, 저수수료 송금을 위한 레이어2 결제 네트워크입니다.',
    esp: 'Luma Network es una red de pagos de capa 2 para transferencias instantáneas y con comisiones bajas.',
    th: 'Luma Network คือเครือข่ายการชำระเงินเลเยอร์ 2 สำหรับการโอนทันทีด้วยค่าธรรมเนียมต่ำ',
  },
  101: {
    en: 'Orbit Protocol connects decentralised exchanges across chains.',
    zh: 'Orbit Protocol 连接多条链上的去中心化交易所。',
    hk: 'Orbit Protocol 連接多條鏈上的去中心化交易所。',
    jp: 'Orbit Protocol は複数のチェーンにまたがる分散型取引所をつなぎます。',
    kr: 'Orbit Protocol은 여러 체인의 탈중앙화 거래소를 연결합니다.',
    esp: 'Orbit Protocol conecta exchanges descentralizados de distintas cadenas.',
    th: 'Orbit Protocol เชื่อมต่อกระดานเทรดแบบกระจายศูนย์ข้ามหลายเชน',
  },
  102: {
    en: 'Kite Finance offers on-chain savings with transparent yields.',
    zh: 'Kite Finance 提供收益透明的链上储蓄。',
    hk: 'Kite Finance 提供收益透明的鏈上儲蓄。',
    jp: 'Kite Finance は利回りが透明なオンチェーン貯蓄を提供します。',
    kr: 'Kite Finance는 수익이 투명한 온체인 예치를 제공합니다.',
    esp: 'Kite Finance ofrece ahorro on-chain con rendimientos transparentes.',
    th: 'Kite Finance ให้บริการออมเงินบนเชนที่มีผลตอบแทนโปร่งใส',
  },
};

export const publicationSeed: Seed = {
  name: 'publication',
  async run({ db }) {
    await db.insert(currencies).values(NEW_COINS).onConflictDoNothing();
    const now = Date.now();
    await db
      .insert(projects)
      .values([
        {
          id: 1,
          currencyId: 100,
          issuePrice: '0.05',
          supply: '2000000',
          reserved: '0',
          minUsdt: '10',
          maxUsdt: '50000',
          lockDays: 30,
          accepted: [3, 1, 2],
          intro: intro[100],
          startsAt: at(now, -2),
          endsAt: at(now, 30),
          launchAt: at(now, 35),
          sort: 1,
        },
        {
          id: 2,
          currencyId: 101,
          issuePrice: '0.2',
          supply: '1000000',
          reserved: '612500',
          minUsdt: '20',
          maxUsdt: '20000',
          lockDays: 15,
          accepted: [3],
          intro: intro[101],
          startsAt: at(now, -60),
          endsAt: at(now, -20),
          launchAt: at(now, -15),
          sort: 2,
        },
        {
          id: 3,
          currencyId: 102,
          issuePrice: '0.1',
          supply: '500000',
          reserved: '500000',
          minUsdt: '10',
          maxUsdt: '10000',
          lockDays: 60,
          accepted: [3, 2],
          intro: intro[102],
          startsAt: at(now, -5),
          endsAt: at(now, 25),
          launchAt: at(now, 40),
          sort: 3,
        },
      ])
      .onConflictDoNothing();
  },
};
