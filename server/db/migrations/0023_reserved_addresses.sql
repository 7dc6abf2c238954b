CREATE INDEX "account_tokens_restore_email_idx" ON "account_tokens" USING btree (lower("email")) WHERE "account_tokens"."purpose" = 'restore-email';
