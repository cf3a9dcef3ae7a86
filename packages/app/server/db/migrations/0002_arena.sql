CREATE TABLE "arena_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"model_a" text NOT NULL,
	"model_b" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arena_votes" (
	"run_id" text NOT NULL,
	"address" text NOT NULL,
	"outcome" text NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arena_votes_run_id_address_pk" PRIMARY KEY("run_id","address")
);
--> statement-breakpoint
ALTER TABLE "arena_votes" ADD CONSTRAINT "arena_votes_run_id_arena_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."arena_runs"("id") ON DELETE no action ON UPDATE no action;