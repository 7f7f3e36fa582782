CREATE TABLE "policy_versions" (
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"markdown" text NOT NULL,
	"saved_by" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_versions_name_version_pk" PRIMARY KEY("name","version"),
	CONSTRAINT "policy_versions_name_check" CHECK (name in ('terms', 'privacy', 'returns', 'delivery', 'faq', 'reviews')),
	CONSTRAINT "policy_versions_version_check" CHECK ("policy_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;