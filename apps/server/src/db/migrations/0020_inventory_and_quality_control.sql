CREATE TABLE "department_order_items" (
	"lab_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"inventory_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"quantity" numeric NOT NULL,
	"past_thirty_days" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "department_order_items_lab_id_order_id_inventory_id_brand_id_pk" PRIMARY KEY("lab_id","order_id","inventory_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "department_orders" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "department_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"department_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordered_by" bigint,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "department_orders_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_brands" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inventory_brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inventory_id" bigint NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_brands_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inventory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"material_code" text,
	"inventory_type" text NOT NULL,
	"category" text,
	"purchase_unit" text NOT NULL,
	"inventory_unit" text NOT NULL,
	"units_per_purchase" numeric DEFAULT 1 NOT NULL,
	"reorder_level" numeric DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_mappings" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inventory_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target" text NOT NULL,
	"test_id" bigint,
	"device_id" bigint,
	"sample_type_id" bigint,
	"qc_group_id" bigint,
	"inventory_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"quantity" numeric NOT NULL,
	"consumption_order" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	CONSTRAINT "inventory_mappings_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_settings" (
	"lab_id" bigint PRIMARY KEY NOT NULL,
	"test_wise_consumption" boolean DEFAULT true NOT NULL,
	"sample_wise_consumption" boolean DEFAULT true NOT NULL,
	"qc_consumption" boolean DEFAULT true NOT NULL,
	"sample_department_id" bigint,
	"near_expiry_days" integer DEFAULT 30 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_consumptions" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_consumptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"source_id" bigint NOT NULL,
	"department_id" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user" bigint,
	CONSTRAINT "stock_consumptions_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inventory_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"department_id" bigint NOT NULL,
	"lot_number" text NOT NULL,
	"expires_on" date,
	"received" numeric NOT NULL,
	"remaining" numeric NOT NULL,
	"order_id" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_lots_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lot_id" bigint NOT NULL,
	"inventory_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"department_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric NOT NULL,
	"consumption_id" bigint,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user" bigint,
	CONSTRAINT "stock_movements_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "qc_group_tests" (
	"lab_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"test_id" bigint NOT NULL,
	"target_mean" double precision NOT NULL,
	"target_sd" double precision NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	CONSTRAINT "qc_group_tests_lab_id_group_id_test_id_pk" PRIMARY KEY("lab_id","group_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "qc_groups" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "qc_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"department_id" bigint NOT NULL,
	"level" text NOT NULL,
	"device_id" bigint NOT NULL,
	"lot_number" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qc_groups_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "qc_hold_reports" (
	"lab_id" bigint NOT NULL,
	"hold_id" bigint NOT NULL,
	"report_id" bigint NOT NULL,
	CONSTRAINT "qc_hold_reports_lab_id_hold_id_report_id_pk" PRIMARY KEY("lab_id","hold_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "qc_holds" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "qc_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"record_id" bigint NOT NULL,
	"test_id" bigint NOT NULL,
	"device_id" bigint NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" bigint,
	"resolution_comment" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "qc_holds_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "qc_records" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "qc_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"test_id" bigint NOT NULL,
	"value" double precision NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"z_score" double precision NOT NULL,
	"status" text NOT NULL,
	"violations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "qc_records_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "qc_runs" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "qc_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" bigint NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"comment" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qc_runs_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "device_id" bigint;--> statement-breakpoint
ALTER TABLE "department_order_items" ADD CONSTRAINT "department_order_items_lab_id_order_id_department_orders_lab_id_id_fk" FOREIGN KEY ("lab_id","order_id") REFERENCES "public"."department_orders"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_order_items" ADD CONSTRAINT "department_order_items_lab_id_brand_id_inventory_brands_lab_id_id_fk" FOREIGN KEY ("lab_id","brand_id") REFERENCES "public"."inventory_brands"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_orders" ADD CONSTRAINT "department_orders_lab_id_department_id_departments_lab_id_id_fk" FOREIGN KEY ("lab_id","department_id") REFERENCES "public"."departments"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_brands" ADD CONSTRAINT "inventory_brands_lab_id_inventory_id_inventory_items_lab_id_id_fk" FOREIGN KEY ("lab_id","inventory_id") REFERENCES "public"."inventory_items"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_mappings" ADD CONSTRAINT "inventory_mappings_lab_id_brand_id_inventory_brands_lab_id_id_fk" FOREIGN KEY ("lab_id","brand_id") REFERENCES "public"."inventory_brands"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_mappings" ADD CONSTRAINT "inventory_mappings_lab_id_test_id_tests_lab_id_id_fk" FOREIGN KEY ("lab_id","test_id") REFERENCES "public"."tests"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_mappings" ADD CONSTRAINT "inventory_mappings_lab_id_device_id_devices_lab_id_id_fk" FOREIGN KEY ("lab_id","device_id") REFERENCES "public"."devices"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_mappings" ADD CONSTRAINT "inventory_mappings_lab_id_sample_type_id_sample_types_lab_id_id_fk" FOREIGN KEY ("lab_id","sample_type_id") REFERENCES "public"."sample_types"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_settings" ADD CONSTRAINT "inventory_settings_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_lab_id_brand_id_inventory_brands_lab_id_id_fk" FOREIGN KEY ("lab_id","brand_id") REFERENCES "public"."inventory_brands"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_lab_id_department_id_departments_lab_id_id_fk" FOREIGN KEY ("lab_id","department_id") REFERENCES "public"."departments"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_lab_id_lot_id_stock_lots_lab_id_id_fk" FOREIGN KEY ("lab_id","lot_id") REFERENCES "public"."stock_lots"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_group_tests" ADD CONSTRAINT "qc_group_tests_lab_id_group_id_qc_groups_lab_id_id_fk" FOREIGN KEY ("lab_id","group_id") REFERENCES "public"."qc_groups"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_group_tests" ADD CONSTRAINT "qc_group_tests_lab_id_test_id_tests_lab_id_id_fk" FOREIGN KEY ("lab_id","test_id") REFERENCES "public"."tests"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_groups" ADD CONSTRAINT "qc_groups_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_groups" ADD CONSTRAINT "qc_groups_lab_id_department_id_departments_lab_id_id_fk" FOREIGN KEY ("lab_id","department_id") REFERENCES "public"."departments"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_groups" ADD CONSTRAINT "qc_groups_lab_id_device_id_devices_lab_id_id_fk" FOREIGN KEY ("lab_id","device_id") REFERENCES "public"."devices"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_hold_reports" ADD CONSTRAINT "qc_hold_reports_lab_id_hold_id_qc_holds_lab_id_id_fk" FOREIGN KEY ("lab_id","hold_id") REFERENCES "public"."qc_holds"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_hold_reports" ADD CONSTRAINT "qc_hold_reports_lab_id_report_id_lab_reports_lab_id_id_fk" FOREIGN KEY ("lab_id","report_id") REFERENCES "public"."lab_reports"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_holds" ADD CONSTRAINT "qc_holds_lab_id_record_id_qc_records_lab_id_id_fk" FOREIGN KEY ("lab_id","record_id") REFERENCES "public"."qc_records"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_records" ADD CONSTRAINT "qc_records_lab_id_run_id_qc_runs_lab_id_id_fk" FOREIGN KEY ("lab_id","run_id") REFERENCES "public"."qc_runs"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qc_runs" ADD CONSTRAINT "qc_runs_lab_id_group_id_qc_groups_lab_id_id_fk" FOREIGN KEY ("lab_id","group_id") REFERENCES "public"."qc_groups"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_orders_department" ON "department_orders" USING btree ("lab_id","department_id","ordered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_brands_name" ON "inventory_brands" USING btree ("lab_id","inventory_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_name" ON "inventory_items" USING btree ("lab_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_mappings_target" ON "inventory_mappings" USING btree ("lab_id","target",coalesce("test_id", 0),coalesce("device_id", 0),coalesce("sample_type_id", 0),coalesce("qc_group_id", 0),"inventory_id","brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_consumptions_source" ON "stock_consumptions" USING btree ("lab_id","source","source_id");--> statement-breakpoint
CREATE INDEX "stock_lots_item" ON "stock_lots" USING btree ("lab_id","department_id","inventory_id","brand_id");--> statement-breakpoint
CREATE INDEX "stock_movements_item" ON "stock_movements" USING btree ("lab_id","department_id","inventory_id","at");--> statement-breakpoint
CREATE INDEX "qc_group_tests_test" ON "qc_group_tests" USING btree ("lab_id","test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qc_groups_name" ON "qc_groups" USING btree ("lab_id",lower("name"));--> statement-breakpoint
CREATE INDEX "qc_hold_reports_report" ON "qc_hold_reports" USING btree ("lab_id","report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qc_holds_record" ON "qc_holds" USING btree ("lab_id","record_id");--> statement-breakpoint
CREATE INDEX "qc_holds_open" ON "qc_holds" USING btree ("lab_id","test_id","device_id") WHERE "qc_holds"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "qc_records_series" ON "qc_records" USING btree ("lab_id","group_id","test_id","measured_at");--> statement-breakpoint
CREATE INDEX "qc_runs_group" ON "qc_runs" USING btree ("lab_id","group_id","measured_at");--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_lab_id_device_id_devices_lab_id_id_fk" FOREIGN KEY ("lab_id","device_id") REFERENCES "public"."devices"("lab_id","id") ON DELETE no action ON UPDATE no action;