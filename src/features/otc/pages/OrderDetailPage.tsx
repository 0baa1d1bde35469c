import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  getOtcOrderDetailQueryKey,
  useOtcOrderDetail,
} from '../../../api/generated/endpoints/otc/otc';
import { useSocketResync } from '../../../api/useSocket';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { QueryView } from '../../../components/QueryView/QueryView';
import { AppealInfo } from '../components/AppealInfo';
import { OrderActions } from '../components/OrderActions';
import { OrderHead } from '../components/OrderHead';
import { OrderInfo } from '../components/OrderInfo';
import { isOpen } from '../components/orderState';
import styles from '../components/otc.module.css';
import { ReceivingAccounts } from '../components/ReceivingAccounts';
import { coinOf, useOtcMarket } from '../components/useMarket';
import { useNow } from '../../../lib/useNow';

// The other party acts on their own phone: an open order is re-read every few seconds.
const POLL_MS = 10_000;

/** pages/otc/detail?id=: one order, for the buyer and for the seller, in every state. */
export default function OrderDetailPage() {
  const { t } = useTranslation('otc');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const market = useOtcMarket();
  const order = useOtcOrderDetail(
    { id },
    {
      query: {
        enabled: id > 0,
        // The other party moves the order on: every visit reads it afresh.
        staleTime: 0,
        refetchOnMount: 'always',
        refetchInterval: (q) => (q.state.data && isOpen(q.state.data) ? POLL_MS : false),
      },
    },
  );
  // The server tells the parties when an order changes (and on reconnect): read it again at once.
  useSocketResync([getOtcOrderDetailQueryKey({ id })], true);
  const open = order.data ? isOpen(order.data) : false;
  const now = useNow(open);
  const expired =
    order.data?.status === 'to_be_paid' && new Date(order.data.pay_deadline).getTime() <= now;

  return (
    <PageFrame nav={<NavBar title={t('otc:detail.title')} />} onRefresh={() => order.refetch()}>
      <div className={styles.page}>
        <QueryView query={order} errorText={t('otc:detail.loadFailed')}>
          {(o) => {
            const coin = coinOf(market.data, o.currency_id, o.currency);
            return (
              <>
                <OrderHead order={o} now={now} />
                {expired && <p className={styles.hint}>{t('otc:head.expiredHint')}</p>}
                {o.receiving && o.receiving.length > 0 && (
                  <ReceivingAccounts accounts={o.receiving} role={o.role} />
                )}
                {o.appeal && <AppealInfo appeal={o.appeal} />}
                <OrderInfo order={o} decimals={coin.decimals} />
                <OrderActions order={o} now={now} />
              </>
            );
          }}
        </QueryView>
      </div>
    </PageFrame>
  );
}
