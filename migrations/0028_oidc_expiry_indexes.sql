CREATE INDEX "oidc_logins_expires_idx" ON "oidc_logins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_signups_expires_idx" ON "oidc_signups" USING btree ("expires_at");