import { clearToast, showToast } from '../components/imperative/toast';
import i18n from '../i18n';

// The global loading indicator: shown, with a mask, only when a call has taken 1000 ms, and
// kept until every call in flight has finished (spec section 9).
export const LOADING_THRESHOLD_MS = 1000;

let inFlight = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let shown = false;

function show() {
  shown = true;
  void showToast({
    icon: 'loading',
    content: i18n.t('common:loading'),
    duration: 0,
    maskClickable: false,
  });
}

function hide() {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (shown) clearToast();
  shown = false;
}

/** Count a call in flight; returns the function that ends it. */
export function startLoading(): () => void {
  inFlight += 1;
  if (inFlight === 1) timer = setTimeout(show, LOADING_THRESHOLD_MS);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    if (inFlight === 0) hide();
  };
}

export const isLoadingShown = () => shown;
