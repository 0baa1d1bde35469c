import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminCoin } from '../../api/generated/model';

interface Props {
  coin: AdminCoin;
  onRules: () => void;
  onListing: (listed: boolean) => Promise<unknown>;
}

/** Rules, and delist (asked first: new activity stops) or list again. The base coin stays listed. */
export function CoinActions({ coin, onRules, onListing }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="small" onClick={onRules}>
        {t('coins.action.rules')}
      </Button>
      {coin.listed ? (
        !coin.is_base && (
          <Popconfirm
            title={t('coins.delist_title', { symbol: coin.symbol })}
            description={t('coins.delist_hint')}
            okText={t('coins.action.delist')}
            okButtonProps={{ danger: true }}
            cancelText={t('coins.cancel')}
            onConfirm={() => onListing(false)}
          >
            <Button size="small" danger>
              {t('coins.action.delist')}
            </Button>
          </Popconfirm>
        )
      ) : (
        <Button size="small" type="primary" onClick={() => onListing(true)}>
          {t('coins.action.relist')}
        </Button>
      )}
    </>
  );
}
