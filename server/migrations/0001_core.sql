-- 0001 core: users (auth columns come in 0002), currencies, and the double-entry ledger.
--
-- Ledger sign convention: every posting is signed; an entry's postings sum to zero per currency,
-- so the sum of ALL accounts of a currency is always zero. The house account 'external' mirrors the
-- outside world: a deposit of 100 posts external -100 / user +100, so -external = money held for
-- the outside world on the platform. Other house books (options_book, contract_book, swap, rebates,
-- staking_pool) may also go negative when they pay out more than they took in; the ledger code
-- decides which houses may (see server/src/ledger/accounts.ts). User accounts never go negative.

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE currencies (
  id integer PRIMARY KEY,
  symbol text NOT NULL UNIQUE,
  name text NOT NULL,
  decimals integer NOT NULL CHECK (decimals BETWEEN 0 AND 18),
  is_base boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true
);

-- One row per (user, account type, currency) or per (house, currency).
CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES users (id),
  account_type text CHECK (account_type IN ('spot', 'options', 'contract', 'trust')),
  house text CHECK (house ~ '^[a-z][a-z0-9_]*$'),
  currency_id integer NOT NULL REFERENCES currencies (id),
  available numeric(38, 18) NOT NULL DEFAULT 0,
  frozen numeric(38, 18) NOT NULL DEFAULT 0 CHECK (frozen >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_one_owner CHECK (
    (user_id IS NOT NULL AND account_type IS NOT NULL AND house IS NULL)
    OR (user_id IS NULL AND account_type IS NULL AND house IS NOT NULL)),
  CONSTRAINT ledger_accounts_user_not_negative CHECK (house IS NOT NULL OR available >= 0),
  CONSTRAINT ledger_accounts_owner_key UNIQUE NULLS NOT DISTINCT (user_id, account_type, house, currency_id),
  -- target of the postings' composite key: a posting's currency is its account's currency
  CONSTRAINT ledger_accounts_id_currency UNIQUE (id, currency_id)
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  idempotency_key text NOT NULL UNIQUE,
  memo jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_postings (
  id bigserial PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES ledger_entries (id),
  account_id bigint NOT NULL,
  currency_id integer NOT NULL,
  bucket text NOT NULL CHECK (bucket IN ('available', 'frozen')),
  amount numeric(38, 18) NOT NULL CHECK (amount <> 0),
  FOREIGN KEY (account_id, currency_id) REFERENCES ledger_accounts (id, currency_id)
);
CREATE INDEX ledger_postings_entry ON ledger_postings (entry_id);
CREATE INDEX ledger_postings_account ON ledger_postings (account_id);

-- The journal is append-only: history is corrected by new entries, never rewritten.
CREATE FUNCTION ledger_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger journal is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_forbid_change();

-- Checked at commit (deferred) so an entry's postings may be inserted in any order.
CREATE FUNCTION ledger_check_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT currency_id, sum(amount) AS total INTO unbalanced
    FROM ledger_postings WHERE entry_id = NEW.entry_id
    GROUP BY currency_id HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger entry % does not sum to zero in currency % (%)',
      NEW.entry_id, unbalanced.currency_id, unbalanced.total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced();

-- Resolves (creating when missing) the account a leg names: {user_id, account_type, house, currency_id}.
CREATE FUNCTION ledger_account_id(leg jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  found_id bigint;
  u bigint := (leg->>'user_id')::bigint;
  t text := leg->>'account_type';
  h text := leg->>'house';
  c integer := (leg->>'currency_id')::integer;
BEGIN
  FOR attempt IN 1..2 LOOP
    IF h IS NULL THEN
      SELECT id INTO found_id FROM ledger_accounts WHERE user_id = u AND account_type = t AND house IS NULL AND currency_id = c;
    ELSE
      SELECT id INTO found_id FROM ledger_accounts WHERE user_id IS NULL AND account_type IS NULL AND house = h AND currency_id = c;
    END IF;
    IF found_id IS NOT NULL THEN RETURN found_id; END IF;
    INSERT INTO ledger_accounts (user_id, account_type, house, currency_id) VALUES (u, t, h, c)
      ON CONFLICT (user_id, account_type, house, currency_id) DO NOTHING RETURNING id INTO found_id;
    IF found_id IS NOT NULL THEN RETURN found_id; END IF;
  END LOOP;
  RAISE EXCEPTION 'ledger: cannot resolve account %', leg;
END $$;

-- Posts a list of already validated, balanced entries in order, in ONE round trip (group commit).
-- Each entry: {kind, key, memo, legs: [{user_id, account_type, house, currency_id, bucket, amount, may_go_negative}]}.
-- Per entry it returns {status: 'replayed'|'applied', id, kind, created_at} or, changing nothing,
-- {status: 'insufficient', account: {...}, bucket, balance, requested}. Rows are locked in id order.
CREATE FUNCTION ledger_post(entries jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  cmd jsonb;
  results jsonb := '[]';
  entry record;
  short record;
  ids bigint[];
  agg_ids bigint[]; agg_da numeric[]; agg_df numeric[]; agg_neg boolean[];
BEGIN
  FOR cmd IN SELECT value FROM jsonb_array_elements(entries) LOOP
    SELECT id, kind, created_at INTO entry FROM ledger_entries WHERE idempotency_key = cmd->>'key';
    IF FOUND THEN
      results := results || jsonb_build_array(jsonb_build_object('status', 'replayed', 'id', entry.id, 'kind', entry.kind, 'created_at', entry.created_at));
      CONTINUE;
    END IF;
    SELECT array_agg(ledger_account_id(l) ORDER BY n) INTO ids FROM jsonb_array_elements(cmd->'legs') WITH ORDINALITY AS j(l, n);
    SELECT array_agg(id ORDER BY id), array_agg(da ORDER BY id), array_agg(df ORDER BY id), array_agg(may_neg ORDER BY id)
      INTO agg_ids, agg_da, agg_df, agg_neg
      FROM (SELECT x.id,
              sum(CASE WHEN j.l->>'bucket' = 'available' THEN (j.l->>'amount')::numeric ELSE 0 END) AS da,
              sum(CASE WHEN j.l->>'bucket' = 'frozen' THEN (j.l->>'amount')::numeric ELSE 0 END) AS df,
              bool_and((j.l->>'may_go_negative')::boolean) AS may_neg
            FROM unnest(ids) WITH ORDINALITY AS x(id, n)
            JOIN jsonb_array_elements(cmd->'legs') WITH ORDINALITY AS j(l, n) USING (n) GROUP BY x.id) d;
    PERFORM 1 FROM ledger_accounts WHERE id = ANY(agg_ids) ORDER BY id FOR UPDATE;
    SELECT a.user_id, a.account_type, a.house, a.currency_id, a.available, a.frozen, d.da, d.df INTO short
      FROM unnest(agg_ids, agg_da, agg_df, agg_neg) AS d(id, da, df, may_neg) JOIN ledger_accounts a ON a.id = d.id
      WHERE (a.available + d.da < 0 AND NOT d.may_neg) OR a.frozen + d.df < 0 ORDER BY a.id LIMIT 1;
    IF FOUND THEN
      results := results || jsonb_build_array(jsonb_build_object('status', 'insufficient',
        'account', jsonb_build_object('user_id', short.user_id, 'account_type', short.account_type, 'house', short.house, 'currency_id', short.currency_id),
        'bucket', CASE WHEN short.frozen + short.df < 0 THEN 'frozen' ELSE 'available' END,
        'balance', (CASE WHEN short.frozen + short.df < 0 THEN short.frozen ELSE short.available END)::text,
        'requested', (CASE WHEN short.frozen + short.df < 0 THEN -short.df ELSE -short.da END)::text));
      CONTINUE;
    END IF;
    INSERT INTO ledger_entries (kind, idempotency_key, memo) VALUES (cmd->>'kind', cmd->>'key', coalesce(cmd->'memo', '{}'))
      RETURNING id, kind, created_at INTO entry;
    INSERT INTO ledger_postings (entry_id, account_id, currency_id, bucket, amount)
      SELECT entry.id, x.id, (j.l->>'currency_id')::integer, j.l->>'bucket', (j.l->>'amount')::numeric
      FROM unnest(ids) WITH ORDINALITY AS x(id, n) JOIN jsonb_array_elements(cmd->'legs') WITH ORDINALITY AS j(l, n) USING (n);
    UPDATE ledger_accounts a SET available = a.available + d.da, frozen = a.frozen + d.df
      FROM unnest(agg_ids, agg_da, agg_df) AS d(id, da, df) WHERE a.id = d.id AND (d.da <> 0 OR d.df <> 0);
    results := results || jsonb_build_array(jsonb_build_object('status', 'applied', 'id', entry.id, 'kind', entry.kind, 'created_at', entry.created_at));
  END LOOP;
  RETURN results;
END $$;
