-- Issue 24 §1: a counter payment that leaves more than this on account as credit needs the
-- cashier's explicit confirmation (1,000,085.60 ฿ was once taken on an 85.60 ฿ bill). Satang;
-- 100000 = 1,000 ฿, set per organisation with its other money settings.
ALTER TABLE "organisations" ADD COLUMN "large_credit_limit" bigint DEFAULT 100000 NOT NULL;
