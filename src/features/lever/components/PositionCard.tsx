import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeverClose } from '../../../api/generated/endpoints/lever/lever';
import type { LeverCloseReason, LeverPosition } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import { formatDateTimeSeconds } from '../../../lib/date';
import styles from './lever.module.css';
import { SetStopForm } from './SetStopForm';

/** One position: prices, P&L, lots, multiple, margin, fee, stops; holding ones can be closed or re-stopped. */
export function PositionCard({
  position,
  onChanged,
}: {
  position: LeverPosition;
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('lever');
  const [editing, setEditing] = useState(false);
  const close = useLeverClose();
  const holding = position.status === 'holding';
  const reasons: Record<LeverCloseReason, string> = {
    manual: t('lever:reason.manual'),
    stop_profit: t('lever:reason.stop_profit'),
    stop_loss: t('lever:reason.stop_loss'),
    liquidation: t('lever:reason.liquidation'),
  };
  const onClose = async () => {
    const ok = await confirmDialog({
      title: t('lever:positions.closeTitle'),
      content: t('lever:positions.closeContent'),
      confirmText: t('lever:confirm.ok'),
      cancelText: t('lever:confirm.cancel'),
    });
    if (!ok) return;
    try {
      await close.mutateAsync({ data: { id: position.id } });
      await onChanged();
      void showToast({ content: t('lever:positions.closed'), icon: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };
  const cell = (label: string, value: React.ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <article className={styles.card} data-testid="lever-position">
      <div className={styles.cardHead}>
        <span>
          {position.symbol} ·{' '}
          {position.side === 'long' ? t('lever:side.long') : t('lever:side.short')} ·{' '}
          {t('lever:form.times', { multiple: position.multiple })}
        </span>
        {position.close_reason ? (
          <StatusTag
            status={position.close_reason}
            tones={{
              manual: 'default',
              stop_profit: 'success',
              stop_loss: 'warning',
              liquidation: 'danger',
            }}
            labels={reasons}
          />
        ) : null}
      </div>
      <dl className={styles.grid}>
        {cell(
          t('lever:positions.openPrice'),
          <AmountText value={position.open_price} decimals={4} />,
        )}
        {cell(
          holding ? t('lever:positions.currentPrice') : t('lever:positions.closePrice'),
          <AmountText
            value={holding ? position.current_price : position.close_price}
            decimals={4}
          />,
        )}
        {cell(
          t('lever:positions.profit'),
          <AmountText value={position.profit} decimals={4} colorBySign showPlus />,
        )}
        {cell(t('lever:form.lots'), position.lots)}
        {cell(t('lever:form.margin'), <AmountText value={position.margin} decimals={4} />)}
        {cell(t('lever:form.fee'), <AmountText value={position.fee} decimals={4} />)}
        {cell(t('lever:form.stopProfit'), <AmountText value={position.stop_profit} decimals={4} />)}
        {cell(t('lever:form.stopLoss'), <AmountText value={position.stop_loss} decimals={4} />)}
        {cell(
          t('lever:positions.liquidation'),
          <AmountText value={position.liquidation_price} decimals={4} />,
        )}
        {cell(
          t('lever:positions.time'),
          formatDateTimeSeconds(position.closed_at ?? position.created_at, i18n.language),
        )}
      </dl>
      {holding ? (
        <div className={styles.actions}>
          <Button size="small" fill="outline" onClick={() => setEditing((v) => !v)}>
            {t('lever:positions.setStop')}
          </Button>
          <Button
            size="small"
            color="danger"
            className={styles.close}
            onClick={() => void onClose()}
          >
            {t('lever:positions.close')}
          </Button>
        </div>
      ) : null}
      {holding && editing ? (
        <SetStopForm
          position={position}
          onDone={async () => {
            setEditing(false);
            await onChanged();
          }}
        />
      ) : null}
    </article>
  );
}
