-- The admin search for a term with an '@' (decision 036): an e-mail contains it when its local part
-- ends with the term's part before the '@', so the local part is indexed reversed, and "ends with"
-- is a prefix. The trigram indexes cannot serve such a term at scale: its domain's trigrams list
-- every order placed with that domain, and a GIN scan decodes all of those lists.
CREATE INDEX "users_email_local_reversed_idx" ON "users" USING btree (reverse(lower(split_part("email", '@', 1))) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_billing_email_local_reversed_idx" ON "orders" USING btree (reverse(lower(split_part("billing_address" ->> 'email', '@', 1))) text_pattern_ops);