-- 0014 community: partner levels, referral rebates, and the articles of the notice board, news and
-- help center (each article in every interface language).

-- Partner levels: a user's level follows the size of their direct team; the rebate ratio is the
-- share of a team member's trading fee paid to the inviter. `auth_code` is the level's authorization
-- code (a partner quotes it to support together with their invite code).
CREATE TABLE partner_levels (
  level integer PRIMARY KEY CHECK (level >= 1),
  auth_code text NOT NULL UNIQUE CHECK (auth_code ~ '^[A-Z][A-Z0-9]{1,5}$'),
  names jsonb NOT NULL,
  min_team integer NOT NULL UNIQUE CHECK (min_team >= 0),
  rebate_ratio numeric(8, 6) NOT NULL CHECK (rebate_ratio >= 0 AND rebate_ratio < 1)
);

-- One row per fee that paid a rebate: the unique source key makes a fee pay at most once.
CREATE TABLE referral_rebates (
  id bigserial PRIMARY KEY,
  source_key text NOT NULL UNIQUE,
  inviter_id bigint NOT NULL REFERENCES users (id),
  trade_user_id bigint NOT NULL REFERENCES users (id) CHECK (trade_user_id <> inviter_id),
  currency_id integer NOT NULL REFERENCES currencies (id),
  fee numeric(38, 18) NOT NULL CHECK (fee > 0),
  ratio numeric(8, 6) NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX referral_rebates_inviter ON referral_rebates (inviter_id, id DESC);

CREATE TABLE news_categories (
  id integer PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('notice', 'news', 'help', 'rule')),
  names jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE news_articles (
  id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES news_categories (id),
  published_at timestamptz NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX news_articles_category ON news_articles (category_id, published_at DESC);

CREATE TABLE news_translations (
  article_id integer NOT NULL REFERENCES news_articles (id),
  lang text NOT NULL CHECK (lang IN ('en', 'zh', 'hk', 'jp', 'kr', 'esp', 'th')),
  title text NOT NULL,
  summary text NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (article_id, lang)
);
