CREATE TABLE "branches" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "branches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text,
	"address" text,
	"contact" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "credit_transactions" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "credit_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"message_id" bigint,
	"account_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_transactions_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "lab_credits" (
	"lab_id" bigint NOT NULL,
	"sms" integer DEFAULT 0 NOT NULL,
	"whatsapp" integer DEFAULT 0 NOT NULL,
	"whatsapp_expires_on" date,
	"id_scans" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_credits_lab_id_pk" PRIMARY KEY("lab_id")
);
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"solution_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_to" text[] NOT NULL,
	"ip_address" text,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signup_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"contact" text NOT NULL,
	"country_iso_code" text NOT NULL,
	"dial_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"location" jsonb,
	"region_code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"account_name" text,
	"team_size" integer,
	"service_type_ids" integer[],
	"created_lab_id" bigint,
	"failure_reason" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "account_manager_name" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "report_sharing_id" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "abbreviation" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "live_date" date;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "contact" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "intro" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "employee_count" integer;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "default_payment_gateway" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "success_notification_email" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "failure_notification_email" text;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "weekly_timings" jsonb;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "bank_details" jsonb;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "admin_lab_user_id" bigint;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "operations_head_lab_user_id" bigint;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD COLUMN "finance_head_lab_user_id" bigint;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_users" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "support_users" ADD COLUMN "rights" text[] DEFAULT ARRAY['labSettings','credits']::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "branch_id" bigint;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_credits" ADD CONSTRAINT "lab_credits_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_lab_name" ON "branches" USING btree ("lab_id",lower("name"));--> statement-breakpoint
CREATE INDEX "credit_transactions_lab_created" ON "credit_transactions" USING btree ("lab_id","created_at","id");--> statement-breakpoint
CREATE INDEX "one_time_codes_subject" ON "one_time_codes" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_sent_to" ON "one_time_codes" USING gin ("sent_to");--> statement-breakpoint
CREATE INDEX "one_time_codes_address" ON "one_time_codes" USING btree ("ip_address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_requests_token" ON "signup_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signup_requests_contact" ON "signup_requests" USING btree ("contact","created_at");--> statement-breakpoint
CREATE INDEX "signup_requests_email" ON "signup_requests" USING btree (lower("email"),"created_at");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_lab_id_branch_id_branches_lab_id_id_fk" FOREIGN KEY ("lab_id","branch_id") REFERENCES "public"."branches"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_users" ADD CONSTRAINT "lab_users_lab_id_branch_id_branches_lab_id_id_fk" FOREIGN KEY ("lab_id","branch_id") REFERENCES "public"."branches"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_lab_id_branch_id_branches_lab_id_id_fk" FOREIGN KEY ("lab_id","branch_id") REFERENCES "public"."branches"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_lab_at" ON "audit_log" USING btree ("lab_id","at");--> statement-breakpoint
CREATE INDEX "bills_branch" ON "bills" USING btree ("lab_id","branch_id","created_at");--> statement-breakpoint
INSERT INTO "regions" ("code", "name", "storage_endpoint", "subscription_endpoint") VALUES ('IN', 'India', 'local://storage/in', 'local://subscriptions/in') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "labs" ("id", "name", "country_iso_code", "dial_code", "currency", "time_zone", "region_code", "settings", "enabled") OVERRIDING SYSTEM VALUE VALUES (0, 'LIMS platform', 'IN', '91', 'INR', 'UTC', 'IN', '{}', false) ON CONFLICT DO NOTHING;
