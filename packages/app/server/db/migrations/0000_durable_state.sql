CREATE TABLE "payment_proofs" (
	"key" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"transaction" text PRIMARY KEY NOT NULL,
	"proof_key" text NOT NULL,
	"payer" text,
	"amount" bigint NOT NULL,
	"asset" text NOT NULL,
	"network" text NOT NULL,
	"pay_to" text NOT NULL,
	"model" text,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_proof_key_payment_proofs_key_fk" FOREIGN KEY ("proof_key") REFERENCES "public"."payment_proofs"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_proofs_state_idx" ON "payment_proofs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "rate_counters_expires_idx" ON "rate_counters" USING btree ("expires_at");