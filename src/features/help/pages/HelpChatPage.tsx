import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useGetCustomerUrl } from '../../../api/generated/endpoints/lookups/lookups';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import styles from '../components/help.module.css';

/** pages/help-center/chat: the customer-service chat opens in a new browser tab (spec section 2). */
export default function HelpChatPage() {
  const { t } = useTranslation('help');
  const support = useGetCustomerUrl();

  let body;
  if (support.isPending) body = <Skeleton.Paragraph lineCount={3} animated aria-busy="true" />;
  else if (support.isError)
    body = <ErrorState message={t('help:chatFailed')} onRetry={() => void support.refetch()} />;
  else
    body = (
      <section className={styles.article}>
        <h2>{t('help:chatTitle')}</h2>
        <p>{t('help:replyWithin', { hours: support.data.reply_hours })}</p>
        <Button
          block
          color="primary"
          onClick={() => void window.open(support.data.url, '_blank', 'noopener,noreferrer')}
        >
          {t('help:openChat')}
        </Button>
      </section>
    );

  return (
    <PageFrame nav={<NavBar title={t('help:chat')} />} className={styles.content}>
      {body}
    </PageFrame>
  );
}
