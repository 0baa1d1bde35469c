import { useSyncExternalStore } from 'react';
import type { User } from './generated/model';

// The signed-in session (spec section 3): token + user object, persisted in localStorage and
// restored at start. A tiny external store so React, http.ts and the route guard share one truth.
const TOKEN_KEY = 'token';
const USER_KEY = 'userInfo';

export interface SessionState {
  token: string | null;
  user: User | null;
}

function readUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null; // a corrupt entry is as good as no session
  }
}

let state: SessionState = { token: localStorage.getItem(TOKEN_KEY), user: readUser() };
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const getSession = (): SessionState => state;
export const getToken = (): string | null => state.token;

export function setSession(token: string, user: User) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  publish({ token, user });
}

export function setUser(user: User) {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  publish({ ...state, user });
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  publish({ token: null, user: null });
}

/** Re-read storage (tests and stories seed localStorage before rendering). */
export function reloadSession() {
  publish({ token: localStorage.getItem(TOKEN_KEY), user: readUser() });
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
