import { type ComponentType, startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../i18n';
import { ErrorState } from '../components/ErrorState/ErrorState';
import { loadChunk } from './chunk';
import { PageLoading } from './PageLoading';

type PageModule = { default: ComponentType };

export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A page loaded on first visit. Unlike React.lazy, a failed load is not remembered: Retry
 * imports the chunk again (a flaky network, or a new deploy that replaced the chunk).
 * `namespaces` are the page's own translations: loaded with the chunk, not after it renders.
 */
export function lazyPage(
  importer: () => Promise<PageModule>,
  namespaces: readonly string[] = [],
): LazyPage {
  let loaded: ComponentType | undefined;

  const preload = async () => {
    const [page] = await Promise.all([
      loaded ?? loadChunk(importer).then((module) => module.default),
      namespaces.length ? i18n.loadNamespaces([...namespaces]) : undefined,
    ]);
    loaded ??= page;
  };

  function LazyPageLoader() {
    const { t } = useTranslation('common');
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<{ Page?: ComponentType; error?: Error }>(() => ({
      Page: loaded,
    }));
    const retry = useCallback(() => {
      setState({});
      setAttempt((n) => n + 1);
    }, []);

    useEffect(() => {
      // Already drawn when the chunk was there first (preloaded): a new state object would draw
      // the whole page a second time, unsliced, just after its first screen.
      if (loaded) return setState((now) => (now.Page === loaded ? now : { Page: loaded }));
      let current = true;
      preload().then(
        // As a transition: the whole page's first render yields to the browser every few
        // milliseconds, instead of one unsliced task (56 ms unthrottled on Home).
        () => current && startTransition(() => setState({ Page: loaded })),
        (error: Error) => current && setState({ error }),
      );
      return () => {
        current = false;
      };
    }, [attempt]);

    if (state.Page) return <state.Page />;
    if (state.error)
      return <ErrorState fullPage message={t('common:page.loadFailed')} onRetry={retry} />;
    return <PageLoading key={attempt} onRetry={retry} />;
  }

  return Object.assign(LazyPageLoader, { preload });
}
