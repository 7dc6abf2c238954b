CREATE TABLE "room_silenced" (
	"room_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"silenced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_silenced_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "room_silenced" ADD CONSTRAINT "room_silenced_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_silenced" ADD CONSTRAINT "room_silenced_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_silenced_user_idx" ON "room_silenced" USING btree ("user_id");