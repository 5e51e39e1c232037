-- Issue 27 ("contact us"): the utility's contact card on its organisation row, edited on
-- /org with the other settings (the same update, the same audit entry), printed for
-- customers and at the foot of every bill. One JSON object: office name, address, hours,
-- phones, LINE ID, e-mail, map point and the bank account number for customers'
-- transfers (one of bank_accounts; the API checks it). No new table: organisations
-- already carries row-level security and the grants to prapa_app.
ALTER TABLE "organisations" ADD COLUMN "contact_card" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_contact_card_object" CHECK (jsonb_typeof("contact_card") = 'object');
