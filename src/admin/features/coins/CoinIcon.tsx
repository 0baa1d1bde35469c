import { Avatar } from 'antd';
import type { AdminCoin } from '../../api/generated/model';

interface Props {
  coin: Pick<AdminCoin, 'icon_url' | 'symbol'>;
  /** Pixels; the table's small avatar by default. */
  size?: number | 'small';
}

/** Never squeezed by a flex row into an oval. */
const ROUND = { flex: 'none' } as const;

/** The coin's uploaded picture (served by the platform), or its initial where it has none. */
export function CoinIcon({ coin, size = 'small' }: Props) {
  return coin.icon_url ? (
    <Avatar size={size} src={coin.icon_url} alt={coin.symbol} style={ROUND} />
  ) : (
    <Avatar size={size} style={ROUND}>
      {coin.symbol.slice(0, 1)}
    </Avatar>
  );
}
