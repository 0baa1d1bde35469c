// The icons the app ships: cryptocurrency-icons' colour SVGs (CC0) for the coins the platform lists
// from the start (server/src/modules/seed/currencies.ts; a unit test keeps the two lists equal).
// `no-inline` makes each one a file of its own in the build, fetched only where that coin is
// drawn and cached for good (hashed name); the rest of the package never ships.
import bnb from 'cryptocurrency-icons/svg/color/bnb.svg?no-inline';
import btc from 'cryptocurrency-icons/svg/color/btc.svg?no-inline';
import doge from 'cryptocurrency-icons/svg/color/doge.svg?no-inline';
import eth from 'cryptocurrency-icons/svg/color/eth.svg?no-inline';
import ltc from 'cryptocurrency-icons/svg/color/ltc.svg?no-inline';
import sol from 'cryptocurrency-icons/svg/color/sol.svg?no-inline';
import trx from 'cryptocurrency-icons/svg/color/trx.svg?no-inline';
import usdt from 'cryptocurrency-icons/svg/color/usdt.svg?no-inline';
import xrp from 'cryptocurrency-icons/svg/color/xrp.svg?no-inline';

/** Shipped icon address by coin symbol (upper case). */
export const BUNDLED_ICONS: Readonly<Record<string, string>> = {
  BTC: btc,
  ETH: eth,
  USDT: usdt,
  BNB: bnb,
  TRX: trx,
  SOL: sol,
  XRP: xrp,
  DOGE: doge,
  LTC: ltc,
};
