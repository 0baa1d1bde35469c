-- 0017 withdrawal payout reference: the operator who pays a withdrawal out records the chain
-- transaction hash or the bank's reference of the transfer; the user sees it in their records.

ALTER TABLE withdrawals ADD COLUMN payout_reference text
  CHECK (payout_reference IS NULL OR char_length(payout_reference) BETWEEN 1 AND 128);
