CREATE TABLE "shared_plan_days" (
	"shared_plan_id" integer NOT NULL,
	"day" integer NOT NULL,
	"post_id" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_plan_days_shared_plan_id_day_pk" PRIMARY KEY("shared_plan_id","day")
);
--> statement-breakpoint
CREATE TABLE "shared_plan_reads" (
	"shared_plan_id" integer NOT NULL,
	"day" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_plan_reads_shared_plan_id_day_user_id_pk" PRIMARY KEY("shared_plan_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "shared_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shared_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer,
	"church_id" integer,
	"plan_key" text NOT NULL,
	"started_on" date NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"started_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_plans_place_check" CHECK (("shared_plans"."group_id" is null) <> ("shared_plans"."church_id" is null))
);
--> statement-breakpoint
ALTER TABLE "shared_plan_days" ADD CONSTRAINT "shared_plan_days_shared_plan_id_shared_plans_id_fk" FOREIGN KEY ("shared_plan_id") REFERENCES "public"."shared_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_plan_days" ADD CONSTRAINT "shared_plan_days_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_plan_reads" ADD CONSTRAINT "shared_plan_reads_shared_plan_id_shared_plans_id_fk" FOREIGN KEY ("shared_plan_id") REFERENCES "public"."shared_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_plan_reads" ADD CONSTRAINT "shared_plan_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_plans" ADD CONSTRAINT "shared_plans_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_plans" ADD CONSTRAINT "shared_plans_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_plans" ADD CONSTRAINT "shared_plans_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_plan_days_post_idx" ON "shared_plan_days" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "shared_plan_reads_user_idx" ON "shared_plan_reads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_plans_group_plan_idx" ON "shared_plans" USING btree ("group_id","plan_key") WHERE "shared_plans"."group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shared_plans_church_plan_idx" ON "shared_plans" USING btree ("church_id","plan_key") WHERE "shared_plans"."church_id" is not null;