-- 0033 coin icons are images the platform serves itself. An address elsewhere (0026) could never be
-- shown: the app's and console's Content-Security-Policy load images from the platform only, and a
-- third party would learn who opens which page. The operator uploads the icon (checked by its
-- content and size); `currencies.icon_url` becomes the served address, versioned by the bytes' hash
-- so that it can be cached for good.
CREATE TABLE coin_icons (
  currency_id integer PRIMARY KEY REFERENCES currencies (id),
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
  content bytea NOT NULL,
  sha256 text NOT NULL,
  updated_at timestamptz NOT NULL
);
UPDATE currencies SET icon_url = NULL WHERE icon_url IS NOT NULL;
