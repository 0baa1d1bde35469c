import type { AxiosRequestConfig } from 'axios';
import { callKey, EARLY_CALLS_GLOBAL, type EarlyCallAnswer, type EarlyCalls } from './earlyCalls';
import { storedLanguage } from '../i18n/languages';
import { getToken } from './session';

declare global {
  interface Window {
    [EARLY_CALLS_GLOBAL]?: EarlyCalls;
  }
}

const isFields = (value: unknown): value is Record<string, unknown> | URLSearchParams =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answer to this call if index.html already asked for it with this session and language
 * (once: a later call asks the server). The HTML asks while the code loads, so on a slow network
 * the first page's answers no longer wait for the code to arrive and run before they are asked.
 */
export function takeHtmlCall(
  config: AxiosRequestConfig,
): Promise<EarlyCallAnswer | null> | undefined {
  const started = window[EARLY_CALLS_GLOBAL];
  if (!started || !config.url) return undefined;
  const { params, data } = config;
  if ((params != null && !isFields(params)) || (data != null && !isFields(data))) return undefined;
  const key = callKey(config.method ?? 'GET', config.url, params, data);
  const call = started.calls[key];
  if (!call) return undefined;
  delete started.calls[key];
  // The language as the script read it: a prefetch runs before i18n has started.
  return started.token === getToken() && started.lang === storedLanguage() ? call : undefined;
}

/** Whether index.html started this page's calls: its first render then needs no HTTP client. */
export const htmlStartedCalls = (): boolean => window[EARLY_CALLS_GLOBAL] !== undefined;

/** They were for the first screen: once it has settled, a call not taken (say, the coin icons'
 * catalog on Assets for an account that holds none) must not answer a later page with what was
 * true at load. */
export function forgetHtmlCalls(): void {
  const started = window[EARLY_CALLS_GLOBAL];
  if (!started) return;
  started.notTaken = Object.keys(started.calls);
  started.calls = {};
}
