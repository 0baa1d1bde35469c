-- 0032 Home's banner: the operator chooses one published notice to headline Home (its title and
-- summary take the hero's place, opening the notice). At most one article is the banner at a time.
ALTER TABLE news_articles ADD COLUMN on_banner boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX news_articles_one_banner ON news_articles (on_banner) WHERE on_banner;
