import { App, Button, DatePicker, Modal, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTrustProduct, TrustProductStateFormState } from '../../api/generated/model';
import { ACTION } from './productText';

type Target = TrustProductStateFormState;

/** The state changes a product in `state` offers; retiring needs no hosting order left. */
function targetsOf(p: AdminTrustProduct): Target[] {
  switch (p.state) {
    case 'coming_soon':
      return ['open', 'waiting_to_open', 'closed'];
    case 'waiting_to_open':
      return ['open', 'coming_soon', 'closed'];
    case 'open':
      return ['closed'];
    case 'closed':
      return p.open_orders > 0 ? ['open'] : ['open', 'retired'];
    default:
      return [];
  }
}

interface Props {
  product: AdminTrustProduct;
  onChange: (state: Target, opensAt?: string) => Promise<unknown>;
}

/** Each state change asks for confirmation; scheduling an opening asks for its time. */
export function StateActions({ product, onChange }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [scheduling, setScheduling] = useState(false);
  const [at, setAt] = useState<Dayjs | null>(null);
  const confirm = (state: Target) =>
    modal.confirm({
      title: t(ACTION[state].title, { id: product.id }),
      content: t(ACTION[state].hint, { n: product.open_orders }),
      okText: t('products.confirm_ok'),
      cancelText: t('products.cancel'),
      onOk: () => onChange(state),
    });
  return (
    <Space wrap>
      {targetsOf(product).map((state) => (
        <Button
          key={state}
          size="small"
          danger={state === 'closed' || state === 'retired'}
          onClick={() => (state === 'waiting_to_open' ? setScheduling(true) : confirm(state))}
        >
          {t(ACTION[state].button)}
        </Button>
      ))}
      {scheduling && (
        <Modal
          open
          title={t('products.confirm.waiting_to_open', { id: product.id })}
          okText={t('products.confirm_ok')}
          cancelText={t('products.cancel')}
          okButtonProps={{ disabled: !at }}
          onCancel={() => setScheduling(false)}
          onOk={async () => {
            await onChange('waiting_to_open', at!.toISOString());
            setScheduling(false);
          }}
        >
          <DatePicker
            showTime
            aria-label={t('products.field.opens_at')}
            value={at}
            onChange={setAt}
          />
        </Modal>
      )}
    </Space>
  );
}
