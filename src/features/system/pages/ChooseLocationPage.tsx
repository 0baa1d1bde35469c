import List from 'antd-mobile/es/components/list';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAreaCode } from '../../../api/generated/endpoints/lookups/lookups';
import { SearchInput } from '../../../components/form/SearchInput';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { safeBackpage, storeChosenLocation } from '../../../lib/chosenLocation';
import styles from '../components/system.module.css';

/**
 * pages/system/choose-location (custom navigation): countries and regions with search. The choice
 * goes back to the caller through sessionStorage (src/lib/chosenLocation.ts), then to `backpage`.
 */
export default function ChooseLocationPage() {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  const { search } = useLocation();
  const codes = useAreaCode();
  const [filter, setFilter] = useState('');

  const choose = (choice: { country_code: string; area_code: string; name: string }) => {
    storeChosenLocation(choice);
    const back = safeBackpage(search);
    if (back) navigate(back, { replace: true });
    else navigate(-1);
  };

  let body;
  if (codes.isPending) body = <Skeleton.Paragraph lineCount={8} animated aria-busy="true" />;
  else if (codes.isError)
    body = (
      <ErrorState message={t('system:location.loadFailed')} onRetry={() => void codes.refetch()} />
    );
  else {
    const f = filter.trim().toLowerCase();
    const rows = codes.data.filter(
      (c) =>
        !f ||
        c.name.toLowerCase().includes(f) ||
        c.country_code.toLowerCase() === f ||
        c.area_code.startsWith(f.replace('+', '')),
    );
    body =
      rows.length === 0 ? (
        <EmptyState title={t('system:location.noMatch')} />
      ) : (
        <List aria-label={t('system:location.title')}>
          {rows.map((c) => (
            <List.Item
              key={c.id}
              extra={`+${c.area_code}`}
              onClick={() =>
                choose({ country_code: c.country_code, area_code: c.area_code, name: c.name })
              }
            >
              {c.name}
            </List.Item>
          ))}
        </List>
      );
  }

  return (
    <PageFrame
      nav={<NavBar variant="custom" title={t('system:location.title')} />}
      className={styles.content}
    >
      <SearchInput
        label={t('system:location.search')}
        placeholder={t('system:location.search')}
        value={filter}
        onChange={setFilter}
      />
      {body}
    </PageFrame>
  );
}
