-- 0003 reference data: calling codes, operator settings and the networks each coin travels on.

CREATE TABLE area_codes (
  id serial PRIMARY KEY,
  country_code text NOT NULL UNIQUE CHECK (country_code ~ '^[A-Z]{2}$'),
  area_code text NOT NULL CHECK (area_code ~ '^\d{1,4}$'),
  -- the name in each of the seven languages: {"en": ..., "zh": ..., ...}
  names jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX area_codes_code ON area_codes (area_code);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE currency_networks (
  id serial PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES currencies (id),
  network text NOT NULL CHECK (network ~ '^[A-Z0-9]{2,16}$'),
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  UNIQUE (currency_id, network)
);
