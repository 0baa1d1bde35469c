export interface UserRef {
  id: number;
  /** @nullable */
  email: string | null;
  /** @nullable */
  phone: string | null;
}
