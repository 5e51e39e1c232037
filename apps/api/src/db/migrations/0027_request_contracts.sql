-- Issue 26: the water-use contract (สัญญาการใช้น้ำประปา). Each organisation keeps one
-- template (a title and numbered clauses with placeholders such as {{customerName}}) that
-- its manager edits; a new connection's contract takes a number once (per organisation and
-- fiscal year, gapless as requests) and keeps the text as filled that day, so a later edit
-- of the template never changes a contract already issued.
CREATE TABLE "contract_templates" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"clauses" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_templates_title" CHECK (nullif(btrim("title"), '') IS NOT NULL),
	CONSTRAINT "contract_templates_clauses" CHECK (jsonb_typeof("clauses") = 'array' AND jsonb_array_length("clauses") > 0)
);
--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_updated_by_fk" FOREIGN KEY ("org_id","updated_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('contract_templates');
--> statement-breakpoint
CREATE TABLE "contract_counters" (
	"org_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contract_counters_pk" PRIMARY KEY("org_id","fiscal_year")
);
--> statement-breakpoint
ALTER TABLE "contract_counters" ADD CONSTRAINT "contract_counters_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('contract_counters');
--> statement-breakpoint
-- As request numbers (0024): a contract number taken is never given back.
CREATE OR REPLACE FUNCTION prapa_contract_counters_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.last_seq < OLD.last_seq OR NEW.fiscal_year <> OLD.fiscal_year
     OR NEW.org_id <> OLD.org_id THEN
    RAISE EXCEPTION 'prapa: contract numbers only move forward' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contract_counters_guard" BEFORE UPDATE OR DELETE ON "contract_counters"
  FOR EACH ROW EXECUTE FUNCTION prapa_contract_counters_guard();
--> statement-breakpoint
CREATE TABLE "request_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"fiscal_year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"title" text NOT NULL,
	"clauses" jsonb NOT NULL,
	"parties" jsonb NOT NULL,
	"issued_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_contracts_org_id" UNIQUE("org_id","id"),
	CONSTRAINT "request_contracts_org_number" UNIQUE("org_id","fiscal_year","seq"),
	CONSTRAINT "request_contracts_one_per_request" UNIQUE("org_id","request_id"),
	CONSTRAINT "request_contracts_clauses" CHECK (jsonb_typeof("clauses") = 'array')
);
--> statement-breakpoint
ALTER TABLE "request_contracts" ADD CONSTRAINT "request_contracts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_contracts" ADD CONSTRAINT "request_contracts_request_fk" FOREIGN KEY ("org_id","request_id") REFERENCES "public"."requests"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_contracts" ADD CONSTRAINT "request_contracts_issued_by_fk" FOREIGN KEY ("org_id","issued_by") REFERENCES "public"."officers"("org_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT prapa_tenant_table('request_contracts');
--> statement-breakpoint
-- An issued contract is what both parties signed: never changed, never deleted.
CREATE TRIGGER "request_contracts_append_only" BEFORE UPDATE OR DELETE ON "request_contracts"
  FOR EACH ROW EXECUTE FUNCTION prapa_request_history_append_only();
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['contract_templates', 'contract_counters', 'request_contracts'] LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT '
      'EXECUTE FUNCTION prapa_no_truncate()', t || '_no_truncate', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Every organisation starts with the default template (contract-default.ts, the same text).
INSERT INTO "contract_templates" ("org_id", "title", "clauses")
SELECT "id", 'สัญญาการใช้น้ำประปา', '["ผู้ให้บริการตกลงจ่ายน้ำประปาให้แก่ผู้ใช้น้ำ ณ สถานที่ใช้น้ำเลขที่ {{address}} โดยติดตั้งมาตรวัดน้ำขนาด {{meterSize}} ทะเบียนผู้ใช้น้ำเลขที่ {{customerNo}} และผู้ใช้น้ำตกลงใช้น้ำตามเงื่อนไขแห่งสัญญานี้","ผู้ใช้น้ำได้วางเงินประกันการใช้น้ำไว้แก่ผู้ให้บริการเป็นจำนวนเงิน {{deposit}} บาท เงินประกันนี้ไม่มีดอกเบี้ย และจะคืนให้เมื่อเลิกใช้น้ำ หลังหักหนี้ค่าน้ำประปาและค่าใช้จ่ายที่ค้างชำระ (ถ้ามี)","ผู้ใช้น้ำตกลงชำระค่าน้ำประปาและค่าบริการตามอัตราที่ {{orgName}} ประกาศกำหนด ภายในวันที่ที่ระบุในใบแจ้งหนี้ทุกเดือน หากไม่ชำระภายในกำหนด ผู้ให้บริการมีสิทธิ์งดจ่ายน้ำ และผู้ใช้น้ำต้องชำระค่าธรรมเนียมการต่อน้ำกลับตามอัตราที่กำหนด","มาตรวัดน้ำเป็นทรัพย์สินของผู้ให้บริการ ผู้ใช้น้ำต้องดูแลรักษามิให้ชำรุดเสียหายหรือสูญหาย ห้ามย้าย ถอด ดัดแปลง หรือกระทำการใด ๆ ที่ทำให้มาตรวัดน้ำวัดปริมาณน้ำคลาดเคลื่อน หากเกิดความเสียหายเพราะความผิดของผู้ใช้น้ำ ผู้ใช้น้ำต้องชดใช้ค่าเสียหายนั้น","ท่อและอุปกรณ์หลังมาตรวัดน้ำเข้าไปในบริเวณบ้านเป็นความรับผิดชอบของผู้ใช้น้ำ น้ำที่สูญเสียเพราะท่อรั่วหลังมาตรวัดน้ำ ผู้ใช้น้ำต้องชำระค่าน้ำตามปริมาณที่มาตรวัดน้ำวัดได้","ผู้ใช้น้ำยินยอมให้เจ้าหน้าที่ของผู้ให้บริการเข้าไปจดเลขมาตร ตรวจสอบ ซ่อมแซม หรือเปลี่ยนมาตรวัดน้ำได้ในเวลาอันสมควร","ผู้ใช้น้ำจะต้องไม่ต่อท่อจ่ายน้ำให้ผู้อื่น ไม่ต่อท่อก่อนเข้ามาตรวัดน้ำ และไม่สูบน้ำจากท่อประปาโดยตรง หากฝ่าฝืน ผู้ให้บริการมีสิทธิ์งดจ่ายน้ำและบอกเลิกสัญญาได้ทันที","หากผู้ใช้น้ำประสงค์จะโอนสิทธิ์การใช้น้ำ ย้ายจุดติดตั้ง เปลี่ยนขนาดมาตรวัดน้ำ หรือเลิกใช้น้ำ ต้องยื่นคำร้องต่อผู้ให้บริการเป็นลายลักษณ์อักษร และชำระหนี้ค่าน้ำประปาที่ค้างอยู่ให้ครบถ้วนก่อน","ผู้ใช้น้ำยินยอมปฏิบัติตามระเบียบ ข้อบังคับ และประกาศเกี่ยวกับการใช้น้ำประปาของ {{orgName}} ทั้งที่มีอยู่ในวันทำสัญญานี้และที่จะออกใช้บังคับต่อไป","สัญญานี้มีผลใช้บังคับตั้งแต่วันที่ {{date}} เป็นต้นไป จนกว่าฝ่ายใดฝ่ายหนึ่งจะบอกเลิกสัญญา"]'::jsonb FROM "organisations"
ON CONFLICT ("org_id") DO NOTHING;
