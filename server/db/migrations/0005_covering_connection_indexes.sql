DROP INDEX "connections_requester_idx";--> statement-breakpoint
DROP INDEX "connections_addressee_idx";--> statement-breakpoint
CREATE INDEX "connections_requester_idx" ON "connections" USING btree ("requester_id","status","addressee_id");--> statement-breakpoint
CREATE INDEX "connections_addressee_idx" ON "connections" USING btree ("addressee_id","status","requester_id");