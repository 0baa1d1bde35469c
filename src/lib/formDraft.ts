// A form's unsent values kept for this tab while the user visits another page and comes back
// (e.g. the country chooser). One sessionStorage entry per form key; cleared once submitted.
const PREFIX = 'form_draft:';

export function saveDraft<T extends object>(form: string, values: T): void {
  sessionStorage.setItem(PREFIX + form, JSON.stringify(values));
}

/** The saved values over `initial` (only the keys `initial` has, with the same type), or `initial`. */
export function loadDraft<T extends object>(form: string, initial: T): T {
  const raw = sessionStorage.getItem(PREFIX + form);
  if (!raw) return initial;
  try {
    const saved = JSON.parse(raw) as Record<string, unknown>;
    if (typeof saved !== 'object' || saved === null) return initial;
    const merged: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
    for (const [key, value] of Object.entries(initial))
      if (typeof saved[key] === typeof value) merged[key] = saved[key];
    return merged as T;
  } catch {
    return initial;
  }
}

export function clearDraft(form: string): void {
  sessionStorage.removeItem(PREFIX + form);
}
