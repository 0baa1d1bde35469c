-- 0026 coin icons: the picture the console (and, later, the app) shows beside a coin, as an http(s)
-- URL; NULL shows the symbol's initial. Listing state stays `enabled` (0001): false is "delisted",
-- hidden from new activity (deposits, withdrawals, new orders and products) while balances stay.
ALTER TABLE currencies ADD COLUMN icon_url text;
