import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/form/SearchInput';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { SearchResults } from '../components/SearchResults';
import { addRecent, clearRecent, readRecent } from '../components/recent';
import styles from '../components/help.module.css';

/** pages/index/search/index: search coins, pairs and help articles; recent searches stay on the device. */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [recent, setRecent] = useState(readRecent);

  const run = (value: string) => {
    const k = value.trim().slice(0, 40);
    if (!k) return;
    setText(k);
    setKeyword(k);
    setRecent(addRecent(k));
  };

  return (
    <PageFrame nav={<NavBar title={t('search:title')} />} className={styles.content}>
      <SearchInput
        label={t('search:title')}
        placeholder={t('search:placeholder')}
        value={text}
        onChange={(v) => {
          setText(v);
          if (!v) setKeyword('');
        }}
        onSearch={run}
      />
      {keyword ? (
        <SearchResults keyword={keyword} />
      ) : (
        recent.length > 0 && (
          <section>
            <div className={styles.row}>
              <h2 className={styles.heading}>{t('search:recent')}</h2>
              <button
                type="button"
                className={styles.chip}
                onClick={() => setRecent(clearRecent())}
              >
                {t('search:clear')}
              </button>
            </div>
            <div className={styles.chips}>
              {recent.map((k) => (
                <button key={k} type="button" className={styles.chip} onClick={() => run(k)}>
                  {k}
                </button>
              ))}
            </div>
          </section>
        )
      )}
    </PageFrame>
  );
}
