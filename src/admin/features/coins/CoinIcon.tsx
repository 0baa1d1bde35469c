import { Avatar } from 'antd';
import type { AdminCoin } from '../../api/generated/model';

/** The coin's picture, or its initial where it has none. */
export function CoinIcon({ coin }: { coin: Pick<AdminCoin, 'icon_url' | 'symbol'> }) {
  return coin.icon_url ? (
    <Avatar size="small" src={coin.icon_url} alt={coin.symbol} />
  ) : (
    <Avatar size="small">{coin.symbol.slice(0, 1)}</Avatar>
  );
}
