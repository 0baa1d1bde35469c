// Countdowns of an order's deadlines.

/** Milliseconds left until `iso` (0 once passed). */
export const leftUntil = (iso: string | null | undefined, now: number) =>
  iso ? Math.max(0, new Date(iso).getTime() - now) : 0;

/** "mm:ss", or "h:mm:ss" past an hour. */
export function clock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}
