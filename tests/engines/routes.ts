// Which pages the walk opens: every page of the app's route table (PATHS: the spec's 73 and the
// app's own), each page that shows one object with a real one. A fresh `npm start` server has the
// demo seed; as the demo merchant (Harbor OTC: KYC passed, funds, ads) the walk also gets an OTC
// order (placed on Harbor's ad by the demo user) and a deposit waiting for review.
import { PATHS } from '../../src/lib/paths.ts';
import { signIn, type Api } from './api.ts';

export const WALKER = { email: 'otc.harbor@example.com', password: 'demo123456' };
const BUYER = { email: 'demo@example.com', password: 'demo123456' };

/** The sign-in pages, opened signed out; the rest are opened signed in. */
export const SIGNED_OUT_PATHS = [PATHS.choose, PATHS.register, PATHS.forgetPassword, PATHS.login];

/** A 1x1 PNG: the deposit's proof picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Listed {
  id: number;
}
interface Ad extends Listed {
  mine: boolean;
  min_amount: string;
  trader: { user_id: number };
}
const first = <T>(items: T[], what: string): T => {
  if (!items[0]) throw new Error(`the demo seed has no ${what}`);
  return items[0];
};

/** Every signed-in page, with the query string that names its object where it shows one. */
export async function signedInPaths(base: string): Promise<string[]> {
  const walker = await signIn(base, WALKER.email, WALKER.password);
  const buyer = await signIn(base, BUYER.email, BUYER.password);
  const idOf = async (
    api: Api,
    path: string,
    query: Record<string, string | number>,
    what: string,
  ) => first((await api.get<{ items: Listed[] }>(path, query)).items, what).id;
  const articleOf = async (kind: string) =>
    first((await walker.post<{ items: Listed[] }>('news/list', { kind })).items, `${kind} article`)
      .id;

  const usdt = 3;
  const ads = (
    await buyer.get<{ items: Ad[] }>('trade/tradeList', { side: 'sell', currency_id: usdt })
  ).items;
  const walkerId = (await walker.get<Listed>('user/center')).id;
  const walkersAd = first(
    ads.filter((ad) => ad.trader.user_id === walkerId),
    "sell ad of the walk's merchant",
  );
  const order = await buyer.post<Listed>('trade/trade', {
    ad_id: walkersAd.id,
    amount: walkersAd.min_amount,
  });
  const otherTrader = (
    await walker.get<{ items: Ad[] }>('trade/tradeList', { side: 'sell', currency_id: usdt })
  ).items.find((ad) => !ad.mine);
  const proof = await walker.upload<Listed>(
    'upload/image',
    new Blob([PNG], { type: 'image/png' }),
    'proof.png',
  );
  const deposit = await walker.post<Listed>('wallet/charge_req', {
    type: 'chain',
    currency_id: usdt,
    network: 'TRC20',
    amount: '10',
    image: proof.id,
  });
  const project = first(
    await walker.get<Listed[]>('project/projectList'),
    'subscription project',
  ).id;

  const query: Partial<Record<string, string>> = {
    [PATHS.trustDetail]: `id=${await idOf(walker, 'lh/deposit/config', { family: 'hosting' }, 'trust product')}`,
    [PATHS.financeBuy]: `id=${await idOf(walker, 'lh/deposit/config', { family: 'finance' }, 'finance product')}`,
    [PATHS.publicationDetails]: `id=${project}`,
    [PATHS.publicationPurchase]: `id=${project}`,
    [PATHS.miningBuyMachines]: `id=${first(await walker.get<Listed[]>('miner/list'), 'mining machine').id}`,
    [PATHS.helpDetail]: `id=${await articleOf('help')}`,
    [PATHS.noticeDetail]: `id=${await articleOf('notice')}`,
    [PATHS.depositCharge]: `id=${deposit.id}`,
    [PATHS.otcOrder]: `id=${order.id}`,
    [PATHS.otcMyAd]: `id=${await idOf(walker, 'trade/myTradeList', {}, 'ad of the merchant')}`,
    [PATHS.otcTrader]: `user_id=${otherTrader?.trader.user_id ?? 0}`,
    [PATHS.assetsCoin]: `currency_id=${usdt}`,
  };
  return Object.values(PATHS)
    .filter((path) => !(SIGNED_OUT_PATHS as string[]).includes(path))
    .map((path) => (query[path] ? `${path}?${query[path]}` : path));
}
