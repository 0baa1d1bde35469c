/**
 * The chain type a coin travels on (TRC20, BSC, ERC20...).
 * @maxLength 16
 * @pattern ^[A-Z0-9]{2,16}$
 */
export type Network = string;
