import { BankcardOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtcPayKind } from '../../../api/generated/model';
import { payKindLabel } from './labels';
import styles from './otc.module.css';

// A card icon for banks; the wallets' marks are the first character of their Chinese names, as
// on their own logos (letters, not symbols standing for an icon).
const MARKS: Record<OtcPayKind, ReactNode> = {
  bank: <BankcardOutline />,
  alipay: '支',
  wechat: '微',
};

/** The payment methods of an ad or an order, each with its small coloured mark. */
export function PayKindTags({ kinds }: { kinds: readonly OtcPayKind[] }) {
  const { t } = useTranslation('otc');
  return (
    <span className={styles.payKinds}>
      {kinds.map((kind) => (
        <span key={kind} className={styles.payKind} data-kind={kind}>
          <span className={styles.payMark} aria-hidden="true">
            {MARKS[kind]}
          </span>
          {payKindLabel(t, kind)}
        </span>
      ))}
    </span>
  );
}
