-- 0023 content: articles (notices, news, help articles, rules) become operable from the console.
-- An article is a draft (no publication time), scheduled (a time still to come) or published (a
-- time reached); readers see only the last. Operators pin articles to the top of their board and
-- choose the notices of Home's strip. Each translation keeps its Markdown, the sanitized HTML
-- rendered from it on save, and when and by whom it was last edited, so the console can tell a
-- translation whose English source changed after it from a current one. The `editor` role edits
-- content and nothing else.

ALTER TABLE news_articles
  ALTER COLUMN published_at DROP NOT NULL,
  ADD COLUMN pinned boolean NOT NULL DEFAULT false,
  ADD COLUMN on_home boolean NOT NULL DEFAULT false,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Seeded articles keep their small fixed ids; the console's start far above them.
CREATE SEQUENCE news_articles_id_seq START WITH 10001 OWNED BY news_articles.id;
ALTER TABLE news_articles ALTER COLUMN id SET DEFAULT nextval('news_articles_id_seq');

-- Home's strip showed the newest notices: every notice there is stays on it.
UPDATE news_articles SET on_home = true
  WHERE category_id IN (SELECT id FROM news_categories WHERE kind = 'notice');
UPDATE news_articles SET created_at = published_at, updated_at = published_at;

CREATE INDEX news_articles_board ON news_articles (pinned DESC, published_at DESC);

ALTER TABLE news_translations
  ADD COLUMN body_html text NOT NULL DEFAULT '',
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  -- the operator's e-mail; NULL while the text is the seed's (the seed never overwrites an edit)
  ADD COLUMN updated_by text;
UPDATE news_translations t SET updated_at = a.published_at
  FROM news_articles a WHERE a.id = t.article_id;

ALTER TABLE operators DROP CONSTRAINT operators_role_check;
ALTER TABLE operators ADD CONSTRAINT operators_role_check
  CHECK (role IN ('viewer', 'reviewer', 'finance', 'editor', 'admin'));
