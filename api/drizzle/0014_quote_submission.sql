ALTER TABLE "quotes" ADD COLUMN "caller" text;--> statement-breakpoint
CREATE INDEX "quotes_wallet_mint_idx" ON "quotes" USING btree ("wallet","mint");