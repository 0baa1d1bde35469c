import {
  type ComponentType,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { earlyAnswersSettled, seedEarlyAnswers } from '../api/earlyAnswers';
import i18n from '../i18n';
import { ErrorState } from '../components/ErrorState/ErrorState';
import { loadChunk } from './chunk';
import { PageLoading } from './PageLoading';
import { queryClient } from './queryClient';

/**
 * How long a page whose code has arrived waits for the answers its route asked for early (its
 * loading state stays meanwhile): drawn with them, it draws its content once, not a skeleton and
 * then the content in a second render, layout and round of calls (src/api/earlyAnswers.ts).
 */
export const EARLY_ANSWERS_WAIT_MS = 800;

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
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<{ Page?: ComponentType; error?: Error }>(() => ({
      Page: loaded,
    }));
    const retry = useCallback(() => {
      setState({});
      setAttempt((n) => n + 1);
    }, []);

    useEffect(() => {
      let current = true;
      preload()
        .then(() => earlyAnswersSettled(EARLY_ANSWERS_WAIT_MS))
        .then(
          // As a transition: the whole page's first render yields to the browser every few
          // milliseconds, instead of one unsliced task (56 ms unthrottled on Home). Already drawn
          // when the chunk was there first (preloaded): the same state, so nothing is drawn again.
          () => {
            if (!current) return;
            // In the same task as the render's start: no answer lands in the cache mid-render.
            seedEarlyAnswers(queryClient);
            startTransition(() =>
              setState((now) => (now.Page === loaded ? now : { Page: loaded })),
            );
          },
          (error: Error) => current && setState({ error }),
        );
      return () => {
        current = false;
      };
    }, [attempt]);

    // The same element while the page is the same: a redraw of the loader (a parent's) does not
    // redraw the whole page, which React would do unsliced outside a transition.
    const { Page, error } = state;
    const page = useMemo(() => (Page ? <Page /> : null), [Page]);
    if (page) return page;
    if (error) return <LoadFailed onRetry={retry} />;
    return <PageLoading key={attempt} onRetry={retry} />;
  }

  return Object.assign(LazyPageLoader, { preload });
}

/** Its own component: the loader itself stays off i18n's events while the page is shown. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorState fullPage message={t('common:page.loadFailed')} onRetry={onRetry} />;
}
