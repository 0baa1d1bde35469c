-- 0022 ledger_post, set-based: the same contract as 0001's (entries in order, an outcome each, the
-- same result shapes), with the SQL work done once per batch instead of ~8 statements per entry.
-- 1. every leg of every entry is read from the JSON once and its account resolved (created when
--    missing) in two statements;
-- 2. the keys already in the journal are found in one query;
-- 3. every account the batch touches is locked in one statement, in id order, and its balances read;
-- 4. the entries are then decided in order in memory: a replay, a shortfall (nothing applied), or
--    applied to the running balances, so a later entry sees an earlier one's effect;
-- 5. the applied entries, their postings and the final balances are written in three statements.
-- The accounts' lookup creates missing accounts only when some are missing.
-- Profiled on PostgreSQL 15: a batch of 50 transfers took 16-21 ms in the per-entry version.
CREATE OR REPLACE FUNCTION ledger_post(entries jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  n_entries integer := jsonb_array_length(entries);
  -- legs, flattened in entry then leg order
  leg_entry integer[]; leg_user bigint[]; leg_type text[]; leg_house text[]; leg_currency integer[];
  leg_bucket text[]; leg_amount numeric[]; leg_neg boolean[]; leg_account bigint[];
  leg_entry_id bigint[];
  first_leg integer[]; -- first_leg[n]: index of entry n's first leg (entries have >= 2 legs)
  -- accounts the batch touches, in id order, with running balances
  acc_id bigint[]; acc_av numeric[]; acc_fr numeric[]; acc_dirty boolean[];
  -- per entry
  keys text[]; kinds text[]; replay_keys text[]; replay_rows jsonb[];
  cur_key text; found_at integer;
  -- the accounts of the entry being decided: index into acc_*, deltas, may go negative
  e_idx integer[]; e_da numeric[]; e_df numeric[]; e_neg boolean[];
  k integer; j integer; a integer; last_leg integer; short_at integer;
  short_bucket text;
  new_id bigint;
  entry_ids regclass := pg_get_serial_sequence('ledger_entries', 'id')::regclass;
  ins_id bigint[]; ins_kind text[]; ins_key text[]; ins_memo jsonb[];
  results jsonb[] := '{}';
  short record;
BEGIN
  IF n_entries = 0 THEN RETURN '[]'::jsonb; END IF;

  SELECT array_agg(e.n ORDER BY e.n, l.m),
         array_agg((l.v->>'user_id')::bigint ORDER BY e.n, l.m),
         array_agg(l.v->>'account_type' ORDER BY e.n, l.m),
         array_agg(l.v->>'house' ORDER BY e.n, l.m),
         array_agg((l.v->>'currency_id')::integer ORDER BY e.n, l.m),
         array_agg(l.v->>'bucket' ORDER BY e.n, l.m),
         array_agg((l.v->>'amount')::numeric ORDER BY e.n, l.m),
         array_agg((l.v->>'may_go_negative')::boolean ORDER BY e.n, l.m)
    INTO leg_entry, leg_user, leg_type, leg_house, leg_currency, leg_bucket, leg_amount, leg_neg
    FROM jsonb_array_elements(entries) WITH ORDINALITY AS e(cmd, n),
         jsonb_array_elements(e.cmd->'legs') WITH ORDINALITY AS l(v, m);
  SELECT array_agg(e.cmd->>'key' ORDER BY e.n), array_agg(e.cmd->>'kind' ORDER BY e.n)
    INTO keys, kinds FROM jsonb_array_elements(entries) WITH ORDINALITY AS e(cmd, n);

  -- Accounts: read every leg's account id; when some are missing, create them and read again (a
  -- later statement also sees an account another transaction created meanwhile: ON CONFLICT waited).
  FOR attempt IN 1..2 LOOP
    -- (two lookups, each on the owner key's index; one with an OR would scan the table)
    SELECT array_agg(coalesce(
        (SELECT a.id FROM ledger_accounts a WHERE l.h IS NULL AND a.user_id = l.u
           AND a.account_type = l.t AND a.house IS NULL AND a.currency_id = l.c),
        (SELECT a.id FROM ledger_accounts a WHERE l.h IS NOT NULL AND a.user_id IS NULL
           AND a.account_type IS NULL AND a.house = l.h AND a.currency_id = l.c)) ORDER BY l.i)
      INTO leg_account
      FROM unnest(leg_user, leg_type, leg_house, leg_currency) WITH ORDINALITY AS l(u, t, h, c, i);
    EXIT WHEN array_position(leg_account, NULL) IS NULL;
    IF attempt = 2 THEN RAISE EXCEPTION 'ledger: cannot resolve the accounts of %', entries; END IF;
    INSERT INTO ledger_accounts (user_id, account_type, house, currency_id)
      SELECT DISTINCT u, t, h, c FROM unnest(leg_user, leg_type, leg_house, leg_currency) AS l(u, t, h, c)
      ORDER BY 1, 2, 3, 4
      ON CONFLICT (user_id, account_type, house, currency_id) DO NOTHING;
  END LOOP;

  SELECT array_agg(x.idempotency_key), array_agg(jsonb_build_object('status', 'replayed', 'id', x.id, 'kind', x.kind, 'created_at', x.created_at))
    INTO replay_keys, replay_rows
    FROM ledger_entries x WHERE x.idempotency_key = ANY(keys);

  SELECT array_agg(x.id ORDER BY x.id), array_agg(x.available ORDER BY x.id), array_agg(x.frozen ORDER BY x.id)
    INTO acc_id, acc_av, acc_fr
    FROM (SELECT id, available, frozen FROM ledger_accounts
          WHERE id = ANY(leg_account) ORDER BY id FOR UPDATE) x;
  acc_dirty := array_fill(false, ARRAY[array_length(acc_id, 1)]);

  first_leg := array_fill(0, ARRAY[n_entries + 1]);
  FOR k IN REVERSE array_length(leg_entry, 1)..1 LOOP first_leg[leg_entry[k]] := k; END LOOP;
  first_leg[n_entries + 1] := array_length(leg_entry, 1) + 1;
  leg_entry_id := array_fill(NULL::bigint, ARRAY[array_length(leg_entry, 1)]);

  FOR n IN 1..n_entries LOOP
    cur_key := keys[n];
    found_at := array_position(replay_keys, cur_key);
    IF found_at IS NOT NULL THEN
      results := results || replay_rows[found_at];
      CONTINUE;
    END IF;
    last_leg := first_leg[n + 1] - 1;
    e_idx := '{}'; e_da := '{}'; e_df := '{}'; e_neg := '{}';
    FOR k IN first_leg[n]..last_leg LOOP
      a := array_position(acc_id, leg_account[k]);
      j := array_position(e_idx, a);
      IF j IS NULL THEN
        e_idx := e_idx || a; e_da := e_da || 0::numeric; e_df := e_df || 0::numeric; e_neg := e_neg || true;
        j := array_length(e_idx, 1);
      END IF;
      IF leg_bucket[k] = 'available' THEN e_da[j] := e_da[j] + leg_amount[k];
      ELSE e_df[j] := e_df[j] + leg_amount[k]; END IF;
      e_neg[j] := e_neg[j] AND leg_neg[k];
    END LOOP;
    -- the shortfall to report is the lowest account id that would go below zero
    short_at := NULL;
    FOR j IN 1..array_length(e_idx, 1) LOOP
      a := e_idx[j];
      IF ((acc_av[a] + e_da[j] < 0 AND NOT e_neg[j]) OR acc_fr[a] + e_df[j] < 0)
         AND (short_at IS NULL OR a < e_idx[short_at]) THEN
        short_at := j;
      END IF;
    END LOOP;
    IF short_at IS NOT NULL THEN
      a := e_idx[short_at];
      SELECT user_id, account_type, house, currency_id INTO short FROM ledger_accounts WHERE id = acc_id[a];
      short_bucket := CASE WHEN acc_fr[a] + e_df[short_at] < 0 THEN 'frozen' ELSE 'available' END;
      results := results || jsonb_build_object('status', 'insufficient',
        'account', jsonb_build_object('user_id', short.user_id, 'account_type', short.account_type,
                                      'house', short.house, 'currency_id', short.currency_id),
        'bucket', short_bucket,
        'balance', (CASE WHEN short_bucket = 'frozen' THEN acc_fr[a] ELSE acc_av[a] END)::text,
        'requested', (CASE WHEN short_bucket = 'frozen' THEN -e_df[short_at] ELSE -e_da[short_at] END)::text);
      CONTINUE;
    END IF;
    FOR j IN 1..array_length(e_idx, 1) LOOP
      a := e_idx[j];
      IF e_da[j] <> 0 OR e_df[j] <> 0 THEN
        acc_av[a] := acc_av[a] + e_da[j];
        acc_fr[a] := acc_fr[a] + e_df[j];
        acc_dirty[a] := true;
      END IF;
    END LOOP;
    new_id := nextval(entry_ids);
    ins_id := ins_id || new_id; ins_kind := ins_kind || kinds[n]; ins_key := ins_key || cur_key;
    ins_memo := ins_memo || coalesce(entries->(n - 1)->'memo', '{}'::jsonb);
    FOR k IN first_leg[n]..last_leg LOOP leg_entry_id[k] := new_id; END LOOP;
    -- a repeat of this key later in the same batch is a replay of this entry
    replay_keys := replay_keys || cur_key;
    replay_rows := replay_rows || jsonb_build_object('status', 'replayed', 'id', new_id, 'kind', kinds[n], 'created_at', now());
    results := results || jsonb_build_object('status', 'applied', 'id', new_id, 'kind', kinds[n], 'created_at', now());
  END LOOP;

  IF ins_id IS NOT NULL THEN
    INSERT INTO ledger_entries (id, kind, idempotency_key, memo)
      SELECT * FROM unnest(ins_id, ins_kind, ins_key, ins_memo);
    INSERT INTO ledger_postings (entry_id, account_id, currency_id, bucket, amount)
      SELECT l.e, l.a, l.c, l.b, l.amt
      FROM unnest(leg_entry_id, leg_account, leg_currency, leg_bucket, leg_amount) WITH ORDINALITY AS l(e, a, c, b, amt, i)
      WHERE l.e IS NOT NULL ORDER BY l.i;
    UPDATE ledger_accounts x SET available = d.av, frozen = d.fr
      FROM unnest(acc_id, acc_av, acc_fr, acc_dirty) AS d(id, av, fr, dirty)
      WHERE x.id = d.id AND d.dirty;
  END IF;
  RETURN to_jsonb(results);
END $$;

-- The balance check per posting row, deferred to commit, ran one query per posting (100 for a batch
-- of 50 transfers). Now once per INSERT statement over the entries it touched, all of their postings
-- counted: ledger_post writes a batch's postings in one statement, so the guarantee at commit is the
-- same, and an entry can no longer be left unbalanced between two statements either.
DROP TRIGGER ledger_postings_balanced ON ledger_postings;
DROP FUNCTION ledger_check_entry_balanced();
CREATE FUNCTION ledger_check_entries_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT p.entry_id, p.currency_id, sum(p.amount) AS total INTO unbalanced
    FROM ledger_postings p WHERE p.entry_id IN (SELECT DISTINCT entry_id FROM new_postings)
    GROUP BY p.entry_id, p.currency_id HAVING sum(p.amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger entry % does not sum to zero in currency % (%)',
      unbalanced.entry_id, unbalanced.currency_id, unbalanced.total USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_entries_balanced();
