ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_kind_check";--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_kind_check" CHECK ("auth_tokens"."kind" IN ('access', 'two_factor', 'password_reset', 'email_verification', 'signup'));