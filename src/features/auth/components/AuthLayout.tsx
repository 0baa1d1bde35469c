import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '../../../components/LanguagePicker/LanguageSwitch';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { BrandMark } from './BrandMark';
import styles from './auth.module.css';

export interface AuthLayoutProps {
  /** The bar's title (sub-pages); the entry pages show none. */
  title?: string;
  /** Show the back arrow: to the previous page, or to login when the visit started here. */
  back?: boolean;
  heading?: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the sign-in pages: a light bar with the language globe, brand, heading, content. */
export function AuthLayout({ title, back = false, heading, subtitle, children }: AuthLayoutProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    if (location.key !== 'default') return void navigate(-1);
    void navigate(`${PATHS.login}${location.search}`, { replace: true });
  };

  return (
    <PageFrame
      tabBar={false}
      className={styles.page}
      nav={
        <NavBar
          variant="custom"
          title={title}
          back={back}
          onBack={goBack}
          right={
            <span className={styles.language}>
              <LanguageSwitch />
            </span>
          }
        />
      }
    >
      {heading ? (
        <header className={styles.intro}>
          <BrandMark />
          <h2 className={styles.heading}>{heading}</h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </header>
      ) : null}
      {children}
    </PageFrame>
  );
}
