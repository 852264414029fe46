CREATE TABLE "diseases" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "diseases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"icd_code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diseases_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "guarantors" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "guarantors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text,
	"country_code" text,
	"contact" text,
	"email" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guarantors_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "insurances" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "insurances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurances_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "medical_history_items" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "medical_history_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_history_items_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "patient_change_requests" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "patient_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"requested" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_change_requests_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "patient_guarantors" (
	"lab_id" bigint NOT NULL,
	"patient_id" bigint NOT NULL,
	"guarantor_id" bigint NOT NULL,
	"relation" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "patient_guarantors_lab_id_patient_id_guarantor_id_pk" PRIMARY KEY("lab_id","patient_id","guarantor_id")
);
--> statement-breakpoint
CREATE TABLE "patient_id_proofs" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "patient_id_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"proof_type" text NOT NULL,
	"document_number" text,
	"file_id" bigint NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_id_proofs_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "patient_insurances" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "patient_insurances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"insurance_id" bigint NOT NULL,
	"policy_number" text NOT NULL,
	"group_number" text,
	"relation" text NOT NULL,
	"policy_holder_first_name" text,
	"policy_holder_middle_name" text,
	"policy_holder_last_name" text,
	"policy_holder_address" text,
	"policy_holder_date_of_birth" date,
	"policy_holder_sex" text,
	"claim_manager" text,
	"is_worker_compensation" boolean DEFAULT false NOT NULL,
	"injury_date" date,
	"contact" text,
	"email" text,
	"country_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_insurances_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "patient_medical_history" (
	"lab_id" bigint NOT NULL,
	"patient_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	CONSTRAINT "patient_medical_history_lab_id_patient_id_item_id_pk" PRIMARY KEY("lab_id","patient_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "patient_relatives" (
	"lab_id" bigint NOT NULL,
	"patient_id" bigint NOT NULL,
	"relative_id" bigint NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_relatives_lab_id_patient_id_relative_id_pk" PRIMARY KEY("lab_id","patient_id","relative_id")
);
--> statement-breakpoint
CREATE TABLE "patient_search_terms" (
	"lab_id" bigint NOT NULL,
	"term" text NOT NULL,
	"patient_id" bigint NOT NULL,
	CONSTRAINT "patient_search_terms_lab_id_term_patient_id_pk" PRIMARY KEY("lab_id","term","patient_id")
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "mandatory_patient_fields" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "patient_contact_mandatory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "reference_id" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "designation" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "middle_name" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "suffix" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "age" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "age_unit" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "age_in_days" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "alternate_email" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "iso_code" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "alternate_mobile" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "is_primary_contact" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "pincode" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "organisation_id" bigint;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "referral_doctor_id" bigint;--> statement-breakpoint
-- Patients registered before this version have no mobile: indirect (decision 0021).
ALTER TABLE "patients" ADD COLUMN "patient_type" text DEFAULT 'I' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ALTER COLUMN "patient_type" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "race" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "ethnicity" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "national_identity_number" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "national_health_id" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "passport_no" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "insurance_no" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "diseases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "height_cm" numeric;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "weight_kg" numeric;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "whatsapp_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "profile_picture_file_id" bigint;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "recurring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "created_by" bigint;--> statement-breakpoint
ALTER TABLE "diseases" ADD CONSTRAINT "diseases_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantors" ADD CONSTRAINT "guarantors_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurances" ADD CONSTRAINT "insurances_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_history_items" ADD CONSTRAINT "medical_history_items_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_change_requests" ADD CONSTRAINT "patient_change_requests_lab_id_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_guarantors" ADD CONSTRAINT "patient_guarantors_lab_id_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_guarantors" ADD CONSTRAINT "patient_guarantors_lab_id_guarantor_id_guarantors_lab_id_id_fk" FOREIGN KEY ("lab_id","guarantor_id") REFERENCES "public"."guarantors"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_id_proofs" ADD CONSTRAINT "patient_id_proofs_lab_id_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_id_proofs" ADD CONSTRAINT "patient_id_proofs_lab_id_file_id_files_lab_id_id_fk" FOREIGN KEY ("lab_id","file_id") REFERENCES "public"."files"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_insurances" ADD CONSTRAINT "patient_insurances_lab_id_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_insurances" ADD CONSTRAINT "patient_insurances_lab_id_insurance_id_insurances_lab_id_id_fk" FOREIGN KEY ("lab_id","insurance_id") REFERENCES "public"."insurances"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_medical_history" ADD CONSTRAINT "patient_medical_history_lab_id_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_medical_history" ADD CONSTRAINT "patient_medical_history_lab_id_item_id_medical_history_items_lab_id_id_fk" FOREIGN KEY ("lab_id","item_id") REFERENCES "public"."medical_history_items"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_relatives" ADD CONSTRAINT "patient_relatives_lab_id_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_relatives" ADD CONSTRAINT "patient_relatives_lab_id_relative_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","relative_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_search_terms" ADD CONSTRAINT "patient_search_terms_lab_id_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diseases_code" ON "diseases" USING btree ("lab_id","icd_code");--> statement-breakpoint
CREATE INDEX "diseases_name" ON "diseases" USING btree ("lab_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "insurances_name" ON "insurances" USING btree ("lab_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "medical_history_items_name" ON "medical_history_items" USING btree ("lab_id","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "patient_change_requests_patient" ON "patient_change_requests" USING btree ("lab_id","patient_id","status");--> statement-breakpoint
CREATE INDEX "patient_guarantors_guarantor" ON "patient_guarantors" USING btree ("lab_id","guarantor_id");--> statement-breakpoint
CREATE INDEX "patient_id_proofs_patient" ON "patient_id_proofs" USING btree ("lab_id","patient_id");--> statement-breakpoint
CREATE INDEX "patient_insurances_patient" ON "patient_insurances" USING btree ("lab_id","patient_id","position");--> statement-breakpoint
CREATE INDEX "patient_medical_history_item" ON "patient_medical_history" USING btree ("lab_id","item_id");--> statement-breakpoint
CREATE INDEX "patient_relatives_relative" ON "patient_relatives" USING btree ("lab_id","relative_id");--> statement-breakpoint
CREATE INDEX "patient_search_terms_prefix" ON "patient_search_terms" USING btree ("lab_id","term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "patient_search_terms_patient" ON "patient_search_terms" USING btree ("lab_id","patient_id");--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_lab_id_organisation_id_organisations_lab_id_id_fk" FOREIGN KEY ("lab_id","organisation_id") REFERENCES "public"."organisations"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_lab_id_referral_doctor_id_doctors_lab_id_id_fk" FOREIGN KEY ("lab_id","referral_doctor_id") REFERENCES "public"."doctors"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_lab_id_profile_picture_file_id_files_lab_id_id_fk" FOREIGN KEY ("lab_id","profile_picture_file_id") REFERENCES "public"."files"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_lab_patient_id" ON "patients" USING btree ("lab_id","lab_patient_id");--> statement-breakpoint
CREATE INDEX "patients_reference_id" ON "patients" USING btree ("lab_id","reference_id");--> statement-breakpoint
CREATE INDEX "patients_national_identity_number" ON "patients" USING btree ("lab_id","national_identity_number");--> statement-breakpoint
CREATE INDEX "patients_organisation" ON "patients" USING btree ("lab_id","organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "patients_referral_doctor" ON "patients" USING btree ("lab_id","referral_doctor_id");--> statement-breakpoint
CREATE INDEX "patients_created_at" ON "patients" USING btree ("lab_id","created_at");--> statement-breakpoint
CREATE INDEX "patients_full_name" ON "patients" USING btree ("lab_id",lower("full_name"));--> statement-breakpoint
-- Patients registered before this version are found by the words of their name (the service
-- keeps the terms from now on; these are lower-cased, without the service's accent folding).
INSERT INTO "patient_search_terms" ("lab_id", "term", "patient_id")
SELECT DISTINCT "lab_id", 'n:' || "word", "id"
FROM "patients", regexp_split_to_table(lower("full_name"), '[^[:alnum:]]+') AS "word"
WHERE "word" <> '';
