// Assets' eye toggle: amounts hidden in public. Kept in localStorage (this device's choice, across
// visits); read on each render, so every asset page and another tab agree at once.
import { useSyncExternalStore } from 'react';

export const HIDE_AMOUNTS_KEY = 'assets.hideAmounts';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(HIDE_AMOUNTS_KEY) === '1';
  } catch {
    return false;
  }
}

export function setAmountsHidden(hidden: boolean): void {
  try {
    if (hidden) localStorage.setItem(HIDE_AMOUNTS_KEY, '1');
    else localStorage.removeItem(HIDE_AMOUNTS_KEY);
  } catch {
    // private mode or full storage: nothing to keep; the page still follows the toggle below
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === HIDE_AMOUNTS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether amounts are hidden on this device. */
export function useAmountsHidden(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
