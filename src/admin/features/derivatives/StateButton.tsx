import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DerivativeState } from '../../api/generated/model';

interface Props {
  /** What is changed, as the confirmation names it ("60 s", "BTC/USDT"). */
  name: string;
  state: DerivativeState;
  /** Orders or positions still open on it: they keep their terms, as the confirmation says. */
  open: number;
  onChange: (state: DerivativeState) => Promise<unknown>;
}

// Each state's words, named in full so that the locale test sees every key in use.
const CONFIRM: Record<DerivativeState, string> = {
  open: 'derivatives.confirm.open',
  closed: 'derivatives.confirm.closed',
};
const CONFIRM_HINT: Record<DerivativeState, string> = {
  open: 'derivatives.confirm_hint.open',
  closed: 'derivatives.confirm_hint.closed',
};
const ACTION: Record<DerivativeState, string> = {
  open: 'derivatives.action.open',
  closed: 'derivatives.action.closed',
};

/** Open a closed duration or market, or close an open one, after a confirmation. */
export function StateButton({ name, state, open, onChange }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const target: DerivativeState = state === 'open' ? 'closed' : 'open';
  return (
    <Button
      size="small"
      danger={target === 'closed'}
      onClick={() =>
        modal.confirm({
          title: t(CONFIRM[target], { name }),
          content: t(CONFIRM_HINT[target], { n: open }),
          okText: t('derivatives.confirm_ok'),
          cancelText: t('derivatives.cancel'),
          onOk: () => onChange(target),
        })
      }
    >
      {t(ACTION[target])}
    </Button>
  );
}
