import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserCenter2, useUserInvite } from '../../../api/generated/endpoints/referral/referral';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { LevelList } from '../components/LevelList';
import { PosterSheet } from '../components/PosterSheet';
import { RankingList } from '../components/RankingList';
import { RebateList } from '../components/RebateList';
import { TeamList } from '../components/TeamList';
import { percentText } from '../components/percent';
import { useCopy } from '../components/useCopy';
import styles from '../components/promotion.module.css';

type Tab = 'team' | 'rebates' | 'ranking' | 'levels';

/** pages/promotion/index: invite code and link, team, rebates, ranking (top 10), levels, poster. */
export default function PromotionPage() {
  const { t } = useTranslation('promotion');
  const invite = useUserInvite();
  const center = useUserCenter2();
  const copy = useCopy();
  const [tab, setTab] = useState<Tab>('team');
  const [posterOpen, setPosterOpen] = useState(false);

  let head;
  if (invite.isPending) head = <Skeleton.Paragraph lineCount={5} animated aria-busy="true" />;
  else if (invite.isError)
    head = <ErrorState message={t('promotion:loadFailed')} onRetry={() => void invite.refetch()} />;
  else {
    const inv = invite.data;
    head = (
      <>
        <section className={styles.hero}>
          <p className={styles.heroLabel}>{t('promotion:inviteCode')}</p>
          <p className={styles.code} data-testid="invite-code">
            {inv.invite_code}
          </p>
          <p className={styles.link}>{inv.invite_link}</p>
          <div className={styles.actions}>
            <Button size="small" onClick={() => void copy(inv.invite_code)}>
              {t('promotion:copyCode')}
            </Button>
            <Button size="small" onClick={() => void copy(inv.invite_link)}>
              {t('promotion:copyLink')}
            </Button>
            <Button size="small" onClick={() => setPosterOpen(true)}>
              {t('promotion:poster')}
            </Button>
          </div>
        </section>
        <section className={styles.stats}>
          <div>
            <p className={styles.statValue}>{inv.level_name}</p>
            <p className={styles.statLabel}>{t('promotion:level')}</p>
          </div>
          <div>
            <p className={styles.statValue}>{percentText(inv.rebate_ratio)}%</p>
            <p className={styles.statLabel}>{t('promotion:rebateRatio')}</p>
          </div>
          <div>
            <p className={styles.statValue}>{inv.team_count}</p>
            <p className={styles.statLabel}>{t('promotion:teamCount')}</p>
          </div>
        </section>
      </>
    );
  }

  const tabs = [
    { key: 'team' as Tab, title: t('promotion:tabs.team') },
    { key: 'rebates' as Tab, title: t('promotion:tabs.rebates') },
    { key: 'ranking' as Tab, title: t('promotion:tabs.ranking') },
    { key: 'levels' as Tab, title: t('promotion:tabs.levels') },
  ];
  let panel;
  if (tab === 'team') panel = <TeamList />;
  else if (tab === 'rebates') panel = <RebateList />;
  else if (center.isPending) panel = <Skeleton.Paragraph lineCount={4} animated aria-busy="true" />;
  else if (center.isError)
    panel = (
      <ErrorState message={t('promotion:loadFailed')} onRetry={() => void center.refetch()} />
    );
  else if (tab === 'ranking') panel = <RankingList ranking={center.data.ranking} />;
  else panel = <LevelList center={center.data} />;

  return (
    <PageFrame nav={<NavBar title={t('promotion:title')} />} className={styles.content}>
      {head}
      <SegmentedTabs
        tabs={tabs}
        activeKey={tab}
        onChange={setTab}
        aria-label={t('promotion:title')}
      />
      {panel}
      <PosterSheet visible={posterOpen} onClose={() => setPosterOpen(false)} />
    </PageFrame>
  );
}
