CREATE TABLE "church_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "church_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"church_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"about" varchar(500) DEFAULT '' NOT NULL,
	"days" jsonb NOT NULL,
	"author_id" integer,
	"updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_plans_days_check" CHECK (jsonb_typeof("church_plans"."days") = 'array' and jsonb_array_length("church_plans"."days") between 1 and 366)
);
--> statement-breakpoint
ALTER TABLE "church_plans" ADD CONSTRAINT "church_plans_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_plans" ADD CONSTRAINT "church_plans_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "church_plans_church_idx" ON "church_plans" USING btree ("church_id");--> statement-breakpoint
-- A church plan's readers and shared readings are keyed by text ('church-<id>'), so no foreign
-- key can take them with it: a trigger does, whether the plan is deleted or its church is.
CREATE FUNCTION church_plan_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM plan_readers WHERE plan_key = 'church-' || OLD.id;
	DELETE FROM shared_plans WHERE plan_key = 'church-' || OLD.id;
	RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER church_plans_gone AFTER DELETE ON church_plans FOR EACH ROW EXECUTE FUNCTION church_plan_gone();
