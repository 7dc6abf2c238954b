-- Search: trigrams for names (typos forgiven), unaccent (accents forgiven), and search_key,
-- the one spelling of "lower-case, without accents" every search index and query uses. It is
-- declared immutable so indexes may hold it: the unaccent dictionary is fixed for a database.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE TABLE "suggestion_dismissals" (
	"user_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "suggestion_dismissals_user_id_candidate_id_pk" PRIMARY KEY("user_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "suggestion_lists" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone,
	"due_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"user_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"position" integer NOT NULL,
	"reason" varchar(10) NOT NULL,
	"mutual" integer DEFAULT 0 NOT NULL,
	"detail" varchar(100),
	CONSTRAINT "suggestions_user_id_candidate_id_pk" PRIMARY KEY("user_id","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "suggestion_dismissals" ADD CONSTRAINT "suggestion_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_dismissals" ADD CONSTRAINT "suggestion_dismissals_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_lists" ADD CONSTRAINT "suggestion_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suggestion_dismissals_candidate_id_idx" ON "suggestion_dismissals" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "suggestion_lists_due_at_idx" ON "suggestion_lists" USING btree ("due_at") WHERE "suggestion_lists"."due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "suggestions_user_position_idx" ON "suggestions" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "comments_search_idx" ON "comments" USING gin (to_tsvector('english'::regconfig, search_key("content")));--> statement-breakpoint
CREATE INDEX "groups_name_search_idx" ON "groups" USING gin (search_key("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin (to_tsvector('english'::regconfig, search_key("content")));--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin (search_key("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_church_search_idx" ON "users" USING gin (search_key("church_affiliation") gin_trgm_ops);
