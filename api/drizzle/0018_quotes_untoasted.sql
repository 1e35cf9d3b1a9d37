-- A quote row carries its versions (up to 12 message hashes with their amounts, ~2.5-3 KB of jsonb), which put it
-- just over the default 2 KB at which Postgres compresses a row's long values (TOAST): compressing each stored quote
-- was about half of the quote batch's insert (on PGlite, in WebAssembly). Quotes live minutes; the space saved was
-- never worth it. Rows under 8,160 bytes are now stored as they are.
ALTER TABLE "quotes" SET (toast_tuple_target = 8160);
