import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  getProjectProjectListQueryKey,
  useProjectProjectList,
} from '../../../api/generated/endpoints/publication/publication';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { ProjectFacts } from '../components/ProjectFacts';
import { ProjectStateTag } from '../components/ProjectStateTag';
import { QueryView } from '../../../components/QueryView/QueryView';
import { CoinIcon } from '../../../components/CoinIcon';
import styles from '../../../components/ProductPage/productPage.module.css';
import subscription from '../components/subscription.module.css';

/** pages/publication/index: the new-coin projects with their states. */
export default function ProjectListPage() {
  const { t } = useTranslation('publication');
  const list = useProjectProjectList();
  const queryClient = useQueryClient();
  return (
    <PageFrame
      nav={<NavBar title={t('publication:list.title')} />}
      onRefresh={() => queryClient.invalidateQueries({ queryKey: getProjectProjectListQueryKey() })}
    >
      <div className={styles.page}>
        <QueryView
          query={list}
          errorText={t('publication:list.failed')}
          empty={{ when: (d) => d.length === 0, text: t('publication:list.empty') }}
        >
          {(projects) => (
            <ul className={styles.list}>
              {projects.map((p) => (
                <li key={p.id}>
                  <Link className={styles.card} to={`${PATHS.publicationDetails}?id=${p.id}`}>
                    <div className={styles.head}>
                      <div className={subscription.coinTitle}>
                        <CoinIcon symbol={p.currency} size={28} />
                        <h2 className={styles.coin}>{p.currency}</h2>
                      </div>
                      <ProjectStateTag state={p.state} />
                    </div>
                    <p className={styles.intro}>{p.intro}</p>
                    <ProjectFacts project={p} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </PageFrame>
  );
}
