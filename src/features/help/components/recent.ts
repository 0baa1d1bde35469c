// Recent searches, kept on this device only (localStorage), newest first.
const KEY = 'search_history';
const MAX = 10;

export function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX)
      : [];
  } catch {
    return [];
  }
}

export function addRecent(keyword: string): string[] {
  const next = [keyword, ...readRecent().filter((k) => k !== keyword)].slice(0, MAX);
  localStorage.setItem(KEY, JSON.stringify(next));
  return next;
}

export function clearRecent(): string[] {
  localStorage.removeItem(KEY);
  return [];
}
