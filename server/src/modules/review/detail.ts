// One review item in full, as a kind describes it (ReviewKind.detail). Kinds name users by id only;
// the console (operators/queues.ts) looks up every user of an item in one query.

export interface Fact {
  key: string;
  value: string;
}

export interface Photo {
  key: string;
  imageId: string;
}

export interface ItemDetail {
  /** The kind's own state word (under_review, passed, verified, seller_appealing...). */
  status: string;
  summary: string;
  createdAt: Date;
  /** The user the item is about (null: none, e.g. an appeal is about two parties). */
  userId: number | null;
  facts: Fact[];
  photos: Photo[];
  /** Rule and params let the console write the warning in its language; detail is for logs. */
  warnings?: { key: string; rule: string; params: Record<string, string>; detail: string }[];
  balances?: { currency: string; available: string; frozen: string }[];
  journal?: { at: Date; kind: string; currency: string; amount: string }[];
  timeline?: { at: Date; event: string }[];
  parties?: { role: 'buyer' | 'seller' | 'appellant'; userId: number }[];
}

/** Facts in the given order, leaving out the absent ones (a bank deposit has no network). */
export function facts(values: Record<string, string | number | null | undefined>): Fact[] {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] != null && entry[1] !== '')
    .map(([key, value]) => ({ key, value: String(value) }));
}

/** Photos in the given order, leaving out the absent ones. */
export function photos(values: Record<string, string | null | undefined>): Photo[] {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => !!entry[1])
    .map(([key, imageId]) => ({ key, imageId }));
}

/** The numeric id of every kind's items; anything else names no item. */
export function numericId(id: string): number | undefined {
  return /^\d{1,15}$/.test(id) ? Number(id) : undefined;
}
