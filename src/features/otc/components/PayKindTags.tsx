import { useTranslation } from 'react-i18next';
import type { OtcPayKind } from '../../../api/generated/model';
import { payKindLabel } from './labels';
import styles from './otc.module.css';

const MARKS: Record<OtcPayKind, string> = { bank: '▭', alipay: '支', wechat: '微' };

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
