-- 0025 OTC merchants: what the console decides about a merchant (a user who has paid the margin or
-- has ads). Verified: a mark the operator grants (buyers see "Verified merchant" in the app).
-- Suspended: the merchant's ads went offline when it was set, and no ad of theirs goes online again (publishing or showing
-- one is refused, code 2521) until it is lifted; their open orders run to completion. A row exists
-- once an operator has acted on the merchant; no row, or one with both NULL, is neither.
CREATE TABLE otc_merchants (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  verified_at timestamptz,
  -- the operator who verified (NULL when not verified, or verified from the command line)
  verified_by bigint REFERENCES operators (id),
  suspended_at timestamptz,
  suspension_reason text CHECK (suspension_reason IS NULL OR length(suspension_reason) BETWEEN 1 AND 500),
  updated_at timestamptz NOT NULL,
  CHECK ((suspended_at IS NULL) = (suspension_reason IS NULL))
);
CREATE INDEX otc_merchants_suspended ON otc_merchants (suspended_at) WHERE suspended_at IS NOT NULL;
