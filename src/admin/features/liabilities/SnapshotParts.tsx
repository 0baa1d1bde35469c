import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSnapshot, CoinFigures } from '../../api/generated/model';
import { leavesUrl, sameAmount, shortHash, STATUS_COLOR, STATUS_LABEL } from './snapshotText';

// The pieces a snapshot is shown with, on its page and on the dashboard.

/** A figure kept on one line however narrow its column (a hash and its copy icon, a time). */
export const NOWRAP = { whiteSpace: 'nowrap' } as const;

export function StatusTag({ snapshot }: { snapshot: AdminSnapshot }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOR[snapshot.status]}>{t(STATUS_LABEL[snapshot.status])}</Tag>;
}

/** The root in monospace, shortened, with the whole of it on hover and copied by the icon. */
export function RootHash({ hash }: { hash: string }) {
  return (
    <Typography.Text
      code
      copyable={{ text: hash }}
      title={hash}
      style={NOWRAP}
      data-testid="root-hash"
    >
      {shortHash(hash)}
    </Typography.Text>
  );
}

/** The public leaves file of a published snapshot (a download). */
export function LeavesLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Typography.Link href={leavesUrl(id)} target="_blank" rel="noreferrer">
      {t('liabilities.leaves')}
    </Typography.Link>
  );
}

// One line a coin, its figures in aligned columns: symbol, tree total, ledger total, a mark.
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(4, auto)',
  justifyContent: 'start',
  alignItems: 'center',
  columnGap: 12,
  rowGap: 2,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** Each coin's total in the tree beside what the ledger says users hold; a difference stands out. */
export function CoinTotals({ coins }: { coins: CoinFigures[] }) {
  const { t } = useTranslation();
  if (coins.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div style={GRID}>
      {coins.map((coin) => {
        const same = sameAmount(coin.total, coin.ledger_total);
        return (
          <div key={coin.currency_id} style={{ display: 'contents' }} data-testid="coin-totals">
            <Typography.Text strong>{coin.symbol}</Typography.Text>
            <Typography.Text>{coin.total}</Typography.Text>
            <Typography.Text type={same ? 'secondary' : 'danger'} strong={!same}>
              {t('liabilities.ledger_figure', { total: coin.ledger_total })}
            </Typography.Text>
            {same ? <span /> : <Tag color="error">{t('liabilities.differs')}</Tag>}
          </div>
        );
      })}
    </div>
  );
}

/** Why a snapshot was refused, one line each. */
export function Problems({ problems }: { problems: string[] }) {
  return (
    <Flex vertical gap={4} style={{ marginTop: 4 }}>
      {problems.map((problem) => (
        <Typography.Text key={problem} code>
          {problem}
        </Typography.Text>
      ))}
    </Flex>
  );
}
