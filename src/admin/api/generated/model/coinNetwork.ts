/**
 * A network the coin is deposited and withdrawn on. Deposit addresses are derived per user and network (each user has their own), so the console lists the networks, not one address.
 */
export interface CoinNetwork {
  network: string;
  enabled: boolean;
}
