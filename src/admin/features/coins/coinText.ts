import type { CoinMarketKind, CoinRules } from '../../api/generated/model';

// The keys of the coin screen's words that depend on a value (a rule, a market's kind).

export const RULE_LABEL: Record<keyof CoinRules, string> = {
  deposit_minimum: 'coins.rule.deposit_minimum',
  deposit_fee_rate: 'coins.rule.deposit_fee_rate',
  withdraw_minimum: 'coins.rule.withdraw_minimum',
  withdraw_fee_rate: 'coins.rule.withdraw_fee_rate',
  withdraw_fee_fixed: 'coins.rule.withdraw_fee_fixed',
  withdraw_bank: 'coins.rule.withdraw_bank',
};

export const KIND_LABEL: Record<CoinMarketKind, string> = {
  spot: 'coins.kind.spot',
  options: 'coins.kind.options',
  lever: 'coins.kind.lever',
};
