CREATE TABLE "bill_attachments" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bill_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_attachments_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bill_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"test_id" bigint,
	"profile_id" bigint,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" bigint NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"concession_type" text DEFAULT 'amount' NOT NULL,
	"concession_value" bigint DEFAULT 0 NOT NULL,
	"concession_amount" bigint DEFAULT 0 NOT NULL,
	"net_amount" bigint NOT NULL,
	"copayment" boolean DEFAULT false NOT NULL,
	"copay_percent" numeric,
	"outsource_centre_id" bigint,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" bigint,
	"cancel_reason" text,
	CONSTRAINT "bill_lines_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bill_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"amount" bigint NOT NULL,
	"payer" text DEFAULT 'patient' NOT NULL,
	"advance" boolean DEFAULT false NOT NULL,
	"reference" text,
	"comments" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_payments_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lab_bill_id" text NOT NULL,
	"patient_id" bigint NOT NULL,
	"referral_doctor_id" bigint,
	"organisation_id" bigint,
	"order_number" text,
	"comments" text,
	"language" text DEFAULT 'en' NOT NULL,
	"concession_type" text DEFAULT 'amount' NOT NULL,
	"concession_value" bigint DEFAULT 0 NOT NULL,
	"privilege_card_id" bigint,
	"gross_amount" bigint NOT NULL,
	"concession_amount" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"patient_amount" bigint NOT NULL,
	"organisation_amount" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"due_amount" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"concession_approved_by" bigint,
	"invoice_id" bigint,
	"dismissed_at" timestamp with time zone,
	"dismiss_reason" text,
	"created_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "privilege_card_members" (
	"lab_id" bigint NOT NULL,
	"card_id" bigint NOT NULL,
	"patient_id" bigint NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privilege_card_members_lab_id_card_id_patient_id_pk" PRIMARY KEY("lab_id","card_id","patient_id")
);
--> statement-breakpoint
CREATE TABLE "privilege_card_types" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "privilege_card_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"discount_basis_points" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"max_members" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privilege_card_types_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "privilege_cards" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "privilege_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_type_id" bigint NOT NULL,
	"card_number" text NOT NULL,
	"holder_patient_id" bigint NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privilege_cards_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "device_tests" (
	"lab_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"test_id" bigint NOT NULL,
	CONSTRAINT "device_tests_lab_id_device_id_test_id_pk" PRIMARY KEY("lab_id","device_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"department_id" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "outsource_centres" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "outsource_centres_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"contact_person" text,
	"phone" text,
	"email" text,
	"address" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outsource_centres_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "profile_tests" (
	"lab_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"test_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "profile_tests_lab_id_profile_id_test_id_pk" PRIMARY KEY("lab_id","profile_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "report_formats" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_formats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"test_id" bigint NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"parameters" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_formats_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "sample_types" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sample_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"container_type" text,
	"container_color" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_types_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "test_categories" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "test_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_categories_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"department_id" bigint NOT NULL,
	"sample_type_id" bigint,
	"category_id" bigint,
	"price" bigint NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"target_tat_minutes" integer NOT NULL,
	"is_outsource_test" boolean DEFAULT false NOT NULL,
	"outsource_centre_id" bigint,
	"is_radiology" boolean DEFAULT false NOT NULL,
	"multi_sample_test" boolean DEFAULT false NOT NULL,
	"has_supplementary_test" boolean DEFAULT false NOT NULL,
	"is_multi_unit" boolean DEFAULT false NOT NULL,
	"loinc_code" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tests_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "lab_reports" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lab_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"bill_line_id" bigint NOT NULL,
	"patient_id" bigint NOT NULL,
	"test_id" bigint NOT NULL,
	"profile_id" bigint,
	"department_id" bigint NOT NULL,
	"sample_id" bigint,
	"report_format_id" bigint,
	"status" text DEFAULT 'notCollected' NOT NULL,
	"target_tat_minutes" integer NOT NULL,
	"dismissed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_reports_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "samples" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "samples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"patient_id" bigint NOT NULL,
	"sample_type_id" bigint,
	"auto_sample_id" text NOT NULL,
	"manual_sample_id" text,
	"status" text DEFAULT 'notCollected' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "samples_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
ALTER TABLE "lab_users" ADD COLUMN "privilege_card_access" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_users" ADD COLUMN "discount_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_attachments" ADD CONSTRAINT "bill_attachments_lab_id_bill_id_bills_lab_id_id_fk" FOREIGN KEY ("lab_id","bill_id") REFERENCES "public"."bills"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_attachments" ADD CONSTRAINT "bill_attachments_lab_id_file_id_files_lab_id_id_fk" FOREIGN KEY ("lab_id","file_id") REFERENCES "public"."files"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_lab_id_bill_id_bills_lab_id_id_fk" FOREIGN KEY ("lab_id","bill_id") REFERENCES "public"."bills"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_lab_id_test_id_tests_lab_id_id_fk" FOREIGN KEY ("lab_id","test_id") REFERENCES "public"."tests"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_lab_id_profile_id_profiles_lab_id_id_fk" FOREIGN KEY ("lab_id","profile_id") REFERENCES "public"."profiles"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_lab_id_outsource_centre_id_outsource_centres_lab_id_id_fk" FOREIGN KEY ("lab_id","outsource_centre_id") REFERENCES "public"."outsource_centres"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_lab_id_bill_id_bills_lab_id_id_fk" FOREIGN KEY ("lab_id","bill_id") REFERENCES "public"."bills"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_lab_id_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_lab_id_referral_doctor_id_doctors_lab_id_id_fk" FOREIGN KEY ("lab_id","referral_doctor_id") REFERENCES "public"."doctors"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_lab_id_organisation_id_organisations_lab_id_id_fk" FOREIGN KEY ("lab_id","organisation_id") REFERENCES "public"."organisations"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_card_members" ADD CONSTRAINT "privilege_card_members_lab_id_card_id_privilege_cards_lab_id_id_fk" FOREIGN KEY ("lab_id","card_id") REFERENCES "public"."privilege_cards"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_card_members" ADD CONSTRAINT "privilege_card_members_lab_id_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_card_types" ADD CONSTRAINT "privilege_card_types_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_cards" ADD CONSTRAINT "privilege_cards_lab_id_card_type_id_privilege_card_types_lab_id_id_fk" FOREIGN KEY ("lab_id","card_type_id") REFERENCES "public"."privilege_card_types"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_cards" ADD CONSTRAINT "privilege_cards_lab_id_holder_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","holder_patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tests" ADD CONSTRAINT "device_tests_lab_id_device_id_devices_lab_id_id_fk" FOREIGN KEY ("lab_id","device_id") REFERENCES "public"."devices"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tests" ADD CONSTRAINT "device_tests_lab_id_test_id_tests_lab_id_id_fk" FOREIGN KEY ("lab_id","test_id") REFERENCES "public"."tests"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_lab_id_department_id_departments_lab_id_id_fk" FOREIGN KEY ("lab_id","department_id") REFERENCES "public"."departments"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsource_centres" ADD CONSTRAINT "outsource_centres_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_tests" ADD CONSTRAINT "profile_tests_lab_id_profile_id_profiles_lab_id_id_fk" FOREIGN KEY ("lab_id","profile_id") REFERENCES "public"."profiles"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_tests" ADD CONSTRAINT "profile_tests_lab_id_test_id_tests_lab_id_id_fk" FOREIGN KEY ("lab_id","test_id") REFERENCES "public"."tests"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_formats" ADD CONSTRAINT "report_formats_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_formats" ADD CONSTRAINT "report_formats_lab_id_test_id_tests_lab_id_id_fk" FOREIGN KEY ("lab_id","test_id") REFERENCES "public"."tests"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_types" ADD CONSTRAINT "sample_types_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_categories" ADD CONSTRAINT "test_categories_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_lab_id_department_id_departments_lab_id_id_fk" FOREIGN KEY ("lab_id","department_id") REFERENCES "public"."departments"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_lab_id_sample_type_id_sample_types_lab_id_id_fk" FOREIGN KEY ("lab_id","sample_type_id") REFERENCES "public"."sample_types"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_lab_id_category_id_test_categories_lab_id_id_fk" FOREIGN KEY ("lab_id","category_id") REFERENCES "public"."test_categories"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_lab_id_outsource_centre_id_outsource_centres_lab_id_id_fk" FOREIGN KEY ("lab_id","outsource_centre_id") REFERENCES "public"."outsource_centres"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_lab_id_bill_id_bills_lab_id_id_fk" FOREIGN KEY ("lab_id","bill_id") REFERENCES "public"."bills"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_lab_id_bill_line_id_bill_lines_lab_id_id_fk" FOREIGN KEY ("lab_id","bill_line_id") REFERENCES "public"."bill_lines"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_lab_id_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_lab_id_test_id_tests_lab_id_id_fk" FOREIGN KEY ("lab_id","test_id") REFERENCES "public"."tests"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_lab_id_profile_id_profiles_lab_id_id_fk" FOREIGN KEY ("lab_id","profile_id") REFERENCES "public"."profiles"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_lab_id_department_id_departments_lab_id_id_fk" FOREIGN KEY ("lab_id","department_id") REFERENCES "public"."departments"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_lab_id_sample_id_samples_lab_id_id_fk" FOREIGN KEY ("lab_id","sample_id") REFERENCES "public"."samples"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_lab_id_report_format_id_report_formats_lab_id_id_fk" FOREIGN KEY ("lab_id","report_format_id") REFERENCES "public"."report_formats"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_lab_id_bill_id_bills_lab_id_id_fk" FOREIGN KEY ("lab_id","bill_id") REFERENCES "public"."bills"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_lab_id_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_lab_id_sample_type_id_sample_types_lab_id_id_fk" FOREIGN KEY ("lab_id","sample_type_id") REFERENCES "public"."sample_types"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_attachments_bill" ON "bill_attachments" USING btree ("lab_id","bill_id");--> statement-breakpoint
CREATE INDEX "bill_lines_bill" ON "bill_lines" USING btree ("lab_id","bill_id","position");--> statement-breakpoint
CREATE INDEX "bill_payments_bill" ON "bill_payments" USING btree ("lab_id","bill_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_payments_created_at" ON "bill_payments" USING btree ("lab_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_lab_bill_id" ON "bills" USING btree ("lab_id","lab_bill_id");--> statement-breakpoint
CREATE INDEX "bills_created_at" ON "bills" USING btree ("lab_id","created_at");--> statement-breakpoint
CREATE INDEX "bills_patient" ON "bills" USING btree ("lab_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "bills_organisation" ON "bills" USING btree ("lab_id","organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "bills_order_number" ON "bills" USING btree ("lab_id",lower("order_number"));--> statement-breakpoint
CREATE INDEX "bills_due" ON "bills" USING btree ("lab_id","created_at") WHERE "bills"."due_amount" > 0;--> statement-breakpoint
CREATE INDEX "privilege_card_members_patient" ON "privilege_card_members" USING btree ("lab_id","patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "privilege_card_types_name" ON "privilege_card_types" USING btree ("lab_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "privilege_cards_number" ON "privilege_cards" USING btree ("lab_id","card_number");--> statement-breakpoint
CREATE INDEX "device_tests_test" ON "device_tests" USING btree ("lab_id","test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_lab_name_unique" ON "devices" USING btree ("lab_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "outsource_centres_lab_name_unique" ON "outsource_centres" USING btree ("lab_id",lower("name"));--> statement-breakpoint
CREATE INDEX "profile_tests_test" ON "profile_tests" USING btree ("lab_id","test_id");--> statement-breakpoint
CREATE INDEX "profiles_code" ON "profiles" USING btree ("lab_id",lower("code"));--> statement-breakpoint
CREATE INDEX "profiles_name" ON "profiles" USING btree ("lab_id",lower("name") collate "C");--> statement-breakpoint
CREATE INDEX "report_formats_test" ON "report_formats" USING btree ("lab_id","test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_types_lab_name_unique" ON "sample_types" USING btree ("lab_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "test_categories_lab_name_unique" ON "test_categories" USING btree ("lab_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tests_code" ON "tests" USING btree ("lab_id",lower("code"));--> statement-breakpoint
CREATE INDEX "tests_name" ON "tests" USING btree ("lab_id",lower("name") collate "C");--> statement-breakpoint
CREATE INDEX "lab_reports_bill" ON "lab_reports" USING btree ("lab_id","bill_id");--> statement-breakpoint
CREATE INDEX "lab_reports_status" ON "lab_reports" USING btree ("lab_id","status","created_at");--> statement-breakpoint
CREATE INDEX "lab_reports_patient" ON "lab_reports" USING btree ("lab_id","patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "samples_auto_sample_id" ON "samples" USING btree ("lab_id","auto_sample_id");--> statement-breakpoint
CREATE INDEX "samples_bill" ON "samples" USING btree ("lab_id","bill_id");--> statement-breakpoint
CREATE INDEX "samples_manual_sample_id" ON "samples" USING btree ("lab_id","manual_sample_id");