import { App, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MiningState } from '../../api/generated/model';

interface Props {
  /** What the confirmation names (a model's name, a product's coin and days). */
  name: string;
  state: MiningState;
  /** Miners or pledges still running: the confirmation says they keep their terms. */
  running: number;
  /** The close confirmation's hint key (miners or pledges). */
  closeHint: string;
  /** false when the coin is delisted: it cannot be opened. */
  coinListed: boolean;
  onChange: (state: MiningState) => Promise<unknown>;
}

/** Open or close, after a confirmation saying what happens to what was already bought. */
export function StateButton({ name, state, running, closeHint, coinListed, onChange }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const to: MiningState = state === 'open' ? 'closed' : 'open';
  const blocked = to === 'open' && !coinListed;
  const confirm = () =>
    modal.confirm({
      title: t(to === 'open' ? 'mining.confirm.open' : 'mining.confirm.close', { name }),
      content: to === 'open' ? t('mining.confirm_hint.open') : t(closeHint, { n: running }),
      okText: t('mining.confirm_ok'),
      cancelText: t('mining.cancel'),
      onOk: () => onChange(to),
    });
  const button = (
    <Button size="small" danger={to === 'closed'} disabled={blocked} onClick={confirm}>
      {t(to === 'open' ? 'mining.action.open' : 'mining.action.close')}
    </Button>
  );
  return blocked ? <Tooltip title={t('mining.delisted_hint')}>{button}</Tooltip> : button;
}
