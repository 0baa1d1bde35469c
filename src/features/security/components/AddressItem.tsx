import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import type { WithdrawAddress } from '../../../api/generated/model';
import styles from './security.module.css';

export interface AddressItemProps {
  address: WithdrawAddress;
  onDelete: (address: WithdrawAddress) => void;
}

/** One withdraw address: coin and network, the address itself, and a delete action. */
export function AddressItem({ address, onDelete }: AddressItemProps) {
  const { t } = useTranslation('security');
  return (
    <List.Item
      description={<span className={styles.address}>{address.address}</span>}
      extra={
        <Button size="mini" color="danger" fill="outline" onClick={() => onDelete(address)}>
          {t('security:addresses.delete')}
        </Button>
      }
    >
      <span className={styles.coin}>{address.currency}</span> · {address.network}
    </List.Item>
  );
}
