-- 0005 security: withdraw addresses and wrong fund-password attempts.

CREATE TABLE withdraw_addresses (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  network text NOT NULL CHECK (network ~ '^[A-Z0-9]{2,16}$'),
  address text NOT NULL CHECK (length(address) BETWEEN 26 AND 64),
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, currency_id, network, address)
);
CREATE INDEX withdraw_addresses_user ON withdraw_addresses (user_id, currency_id);

-- Wrong fund passwords, counted per user to slow guessing of the 10^6 possible values.
CREATE TABLE fund_password_failures (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX fund_password_failures_user ON fund_password_failures (user_id, created_at);
