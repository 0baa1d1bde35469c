// The shape of a withdraw address per network (the server checks the same, see
// server/src/modules/security/address-format.ts). Other networks only get a length check.
const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const FORMATS: Record<string, RegExp> = {
  TRC20: new RegExp(`^T${BASE58}{33}$`),
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BSC: /^0x[0-9a-fA-F]{40}$/,
};

export function isValidAddress(network: string, address: string): boolean {
  const format = FORMATS[network];
  return format ? format.test(address) : address.length >= 26 && address.length <= 64;
}
