CREATE TABLE "comment_likes" (
	"comment_id" bigint NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_id_address_pk" PRIMARY KEY("comment_id","address")
);
--> statement-breakpoint
CREATE TABLE "comment_reports" (
	"comment_id" bigint NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reports_comment_id_address_pk" PRIMARY KEY("comment_id","address")
);
--> statement-breakpoint
CREATE TABLE "model_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"address" text NOT NULL,
	"text" text NOT NULL,
	"rating" smallint,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signed_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_model_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."model_comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_reports" ADD CONSTRAINT "comment_reports_comment_id_model_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."model_comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_comments_model_idx" ON "model_comments" USING btree ("model","created_at");--> statement-breakpoint
CREATE INDEX "model_comments_address_idx" ON "model_comments" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "signed_nonces_expires_idx" ON "signed_nonces" USING btree ("expires_at");