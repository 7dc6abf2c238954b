CREATE TABLE "contact_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" varchar(40),
	"birthday" date
);
--> statement-breakpoint
ALTER TABLE "church_members" ADD COLUMN "share_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "church_members" ADD COLUMN "share_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "church_members" ADD COLUMN "share_birthday" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_details" ADD CONSTRAINT "contact_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;