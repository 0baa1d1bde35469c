// A code's target is the normalized address it was sent to; a phone target includes its area code
// with a separator so that "+1 2345..." and "+12 345..." can never collide.

export type CodeScene =
  'register' | 'forget' | 'withdraw_address' | 'fund_password' | 'change_mail';

export function emailTarget(email: string): string {
  return email.trim().toLowerCase();
}

export function phoneTarget(areaCode: string, phone: string): string {
  return `+${areaCode} ${phone}`;
}
