CREATE TABLE "plan_days_read" (
	"user_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"day" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_days_read_user_id_plan_key_day_pk" PRIMARY KEY("user_id","plan_key","day")
);
--> statement-breakpoint
CREATE TABLE "plan_readers" (
	"user_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"started_on" date NOT NULL,
	"reminder_minute" integer,
	"time_zone" varchar(64) NOT NULL,
	"last_reminded_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_readers_user_id_plan_key_pk" PRIMARY KEY("user_id","plan_key")
);
--> statement-breakpoint
ALTER TABLE "plan_days_read" ADD CONSTRAINT "plan_days_read_user_id_plan_key_plan_readers_user_id_plan_key_fk" FOREIGN KEY ("user_id","plan_key") REFERENCES "public"."plan_readers"("user_id","plan_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_readers" ADD CONSTRAINT "plan_readers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_readers_reminder_idx" ON "plan_readers" USING btree ("reminder_minute");
