// The reference page of `npm run lighthouse` (issue 35): the least any screen of the app needs,
// built with the app's own Vite configuration (vite.reference.config.ts) and never shipped. React,
// the hash router, react-query, i18next with react-i18next, and antd-mobile's NavBar, List, Button
// and TabBar: a nav bar, a balance-sized figure from one real API call, a four-row list, a button
// and the tab bar. The app's first screens are measured against it, side by side.
import 'antd-mobile/es/global';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import NavBar from 'antd-mobile/es/components/nav-bar';
import TabBar from 'antd-mobile/es/components/tab-bar';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { HashRouter, Route, Routes } from 'react-router-dom';

await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      translation: {
        title: 'Reference',
        price: 'BTC/USDT',
        rows: ['Deposit', 'Withdraw', 'Transfer', 'Records'],
        action: 'Continue',
        tabs: ['Home', 'Market', 'Options', 'Finance', 'Assets'],
      },
    },
  },
  interpolation: { escapeValue: false },
});

interface Ticker {
  symbol: string;
  price: string;
}

/** One real API call: the market's quotes (public), as Home and Market read them. */
async function firstTicker(): Promise<Ticker | undefined> {
  const response = await fetch('/api/currency/quotation_new');
  const body = (await response.json()) as { data: { groups: { pairs: Ticker[] }[] } };
  return body.data.groups[0]?.pairs[0];
}

function Page() {
  const { t } = useTranslation();
  const quote = useQuery({ queryKey: ['quote'], queryFn: firstTicker });
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavBar backIcon={false}>{t('title')}</NavBar>
      <main style={{ flex: 1, padding: 16 }}>
        <p style={{ margin: 0, color: '#666' }}>{quote.data?.symbol ?? t('price')}</p>
        <p style={{ margin: '4px 0 16px', fontSize: 32, fontWeight: 700 }}>
          {quote.data?.price ?? '—'}
        </p>
        <List>
          {(t('rows', { returnObjects: true }) as string[]).map((row) => (
            <List.Item key={row} clickable>
              {row}
            </List.Item>
          ))}
        </List>
        <Button block color="primary" size="large" style={{ marginTop: 16 }}>
          {t('action')}
        </Button>
      </main>
      <TabBar activeKey="Home">
        {(t('tabs', { returnObjects: true }) as string[]).map((tab) => (
          <TabBar.Item key={tab} title={tab} />
        ))}
      </TabBar>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <HashRouter>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </HashRouter>
    </QueryClientProvider>
  </StrictMode>,
);
