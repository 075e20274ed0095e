CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_kind_check" CHECK ("auth_tokens"."kind" IN ('access', 'two_factor', 'password_reset', 'email_verification')),
	CONSTRAINT "auth_tokens_attempts_check" CHECK ("auth_tokens"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"cover_image" text,
	"author_name" text NOT NULL,
	"tags" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"type" text DEFAULT 'rent' NOT NULL,
	"frequency" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"fulfilment" text DEFAULT 'pickup' NOT NULL,
	"shipping_option_id" integer,
	"unit_price_cents" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"service_fee_cents" integer DEFAULT 0 NOT NULL,
	"commission_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_period_check" CHECK ("cart_items"."end_at" > "cart_items"."start_at"),
	CONSTRAINT "cart_items_units_check" CHECK ("cart_items"."units" >= 1 AND "cart_items"."quantity" >= 1),
	CONSTRAINT "cart_items_money_check" CHECK ("cart_items"."unit_price_cents" >= 0 AND "cart_items"."subtotal_cents" >= 0 AND "cart_items"."service_fee_cents" >= 0 AND "cart_items"."commission_cents" >= 0 AND "cart_items"."shipping_cents" >= 0 AND "cart_items"."deposit_cents" >= 0 AND "cart_items"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_status_check" CHECK ("carts"."status" IN ('active', 'converted', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text,
	"rental_type_id" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_length_check" CHECK (char_length("chat_messages"."message") BETWEEN 1 AND 2000),
	CONSTRAINT "chat_messages_not_self_check" CHECK ("chat_messages"."sender_id" <> "chat_messages"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_one_id" integer NOT NULL,
	"user_two_id" integer NOT NULL,
	"listing_id" integer,
	"reservation_id" integer,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_pair_order_check" CHECK ("chats"."user_one_id" < "chats"."user_two_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"category" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"failure_code" text,
	"failure_message" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" IN ('charge', 'refund', 'transfer')),
	CONSTRAINT "ledger_entries_status_check" CHECK ("ledger_entries"."status" IN ('succeeded', 'failed', 'pending')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" >= 0),
	CONSTRAINT "ledger_entries_provider_check" CHECK ("ledger_entries"."provider" IN ('sandbox', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "listing_blocked_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_blocked_dates_range_check" CHECK ("listing_blocked_dates"."end_date" >= "listing_blocked_dates"."start_date")
);
--> statement-breakpoint
CREATE TABLE "listing_frequencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"type" text DEFAULT 'rent' NOT NULL,
	"frequency" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "listing_frequencies_type_check" CHECK ("listing_frequencies"."type" IN ('rent', 'sale')),
	CONSTRAINT "listing_frequencies_frequency_check" CHECK (("listing_frequencies"."type" = 'rent' AND "listing_frequencies"."frequency" IN ('Hourly', 'Daily', 'Weekly', 'Monthly')) OR ("listing_frequencies"."type" = 'sale' AND "listing_frequencies"."frequency" = 'Once')),
	CONSTRAINT "listing_frequencies_price_check" CHECK ("listing_frequencies"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"file_path" text NOT NULL,
	"sizes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_shipping_options" (
	"listing_id" integer NOT NULL,
	"shipping_option_id" integer NOT NULL,
	CONSTRAINT "listing_shipping_options_listing_id_shipping_option_id_pk" PRIMARY KEY("listing_id","shipping_option_id")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rental_type_id" integer,
	"category_id" integer,
	"condition" text,
	"brand" text,
	"model" text,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"included" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"min_rental_units" integer,
	"max_rental_units" integer,
	"advance_notice_hours" integer DEFAULT 0 NOT NULL,
	"fulfilment" text[] DEFAULT ARRAY['pickup']::text[] NOT NULL,
	"delivery_radius_km" double precision,
	"pickup_notes" text,
	"return_notes" text,
	"house_rules" text,
	"policy_id" integer,
	"terms_accepted_at" timestamp with time zone,
	"short_address" text,
	"formatted_address" text,
	"city" text,
	"state" text,
	"country" text,
	"postal_code" text,
	"place_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"timezone" text DEFAULT 'America/New_York' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"min_rent_price_cents" integer,
	"has_sale_price" boolean DEFAULT false NOT NULL,
	"rating_avg" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(keywords, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" IN ('Draft', 'Published', 'Inactive')),
	CONSTRAINT "listings_quantity_check" CHECK ("listings"."quantity" >= 1),
	CONSTRAINT "listings_deposit_check" CHECK ("listings"."deposit_cents" >= 0),
	CONSTRAINT "listings_notice_check" CHECK ("listings"."advance_notice_hours" >= 0),
	CONSTRAINT "listings_rental_units_check" CHECK (("listings"."min_rental_units" IS NULL OR "listings"."min_rental_units" >= 1) AND ("listings"."max_rental_units" IS NULL OR "listings"."max_rental_units" >= coalesce("listings"."min_rental_units", 1))),
	CONSTRAINT "listings_coordinates_check" CHECK (("listings"."latitude" IS NULL OR "listings"."latitude" BETWEEN -90 AND 90) AND ("listings"."longitude" IS NULL OR "listings"."longitude" BETWEEN -180 AND 180)),
	CONSTRAINT "listings_fulfilment_check" CHECK ("listings"."fulfilment" <@ ARRAY['pickup', 'delivery', 'shipping']::text[]),
	CONSTRAINT "listings_rating_check" CHECK ("listings"."rating_avg" IS NULL OR "listings"."rating_avg" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'stored' NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" IN ('stored', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "policies_slug_check" CHECK ("policies"."slug" IN ('flexible', 'moderate', 'strict'))
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self_check" CHECK ("referrals"."referrer_id" <> "referrals"."referred_id")
);
--> statement-breakpoint
CREATE TABLE "rental_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_events_role_check" CHECK ("reservation_events"."actor_role" IN ('renter', 'owner', 'system', 'admin')),
	CONSTRAINT "reservation_events_status_check" CHECK ("reservation_events"."to_status" IN ('pending', 'approved', 'paid', 'shipped', 'ongoing', 'returned', 'completed', 'rejected', 'cancelled', 'expired') AND ("reservation_events"."from_status" IS NULL OR "reservation_events"."from_status" IN ('pending', 'approved', 'paid', 'shipped', 'ongoing', 'returned', 'completed', 'rejected', 'cancelled', 'expired')))
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"listing_id" integer NOT NULL,
	"renter_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"cart_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"type" text DEFAULT 'rent' NOT NULL,
	"frequency" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"fulfilment" text DEFAULT 'pickup' NOT NULL,
	"shipping_option_id" integer,
	"tracking_number" text,
	"unit_price_cents" integer DEFAULT 0 NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"service_fee_cents" integer DEFAULT 0 NOT NULL,
	"commission_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"payout_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"policy_slug" text DEFAULT 'flexible' NOT NULL,
	"renter_note" text,
	"cancelled_by" text,
	"cancel_reason" text,
	"expires_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" IN ('pending', 'approved', 'paid', 'shipped', 'ongoing', 'returned', 'completed', 'rejected', 'cancelled', 'expired')),
	CONSTRAINT "reservations_type_check" CHECK ("reservations"."type" IN ('rent', 'sale')),
	CONSTRAINT "reservations_period_check" CHECK ("reservations"."end_at" > "reservations"."start_at"),
	CONSTRAINT "reservations_units_check" CHECK ("reservations"."units" >= 1 AND "reservations"."quantity" >= 1),
	CONSTRAINT "reservations_not_own_check" CHECK ("reservations"."renter_id" <> "reservations"."owner_id"),
	CONSTRAINT "reservations_fulfilment_check" CHECK ("reservations"."fulfilment" IN ('pickup', 'delivery', 'shipping')),
	CONSTRAINT "reservations_cancelled_by_check" CHECK ("reservations"."cancelled_by" IS NULL OR "reservations"."cancelled_by" IN ('renter', 'owner', 'system', 'admin')),
	CONSTRAINT "reservations_money_check" CHECK ("reservations"."unit_price_cents" >= 0 AND "reservations"."subtotal_cents" >= 0 AND "reservations"."service_fee_cents" >= 0 AND "reservations"."commission_cents" >= 0 AND "reservations"."shipping_cents" >= 0 AND "reservations"."deposit_cents" >= 0 AND "reservations"."total_cents" >= 0),
	CONSTRAINT "reservations_payout_refund_check" CHECK ("reservations"."payout_cents" >= 0 AND "reservations"."refunded_cents" >= 0 AND "reservations"."refunded_cents" <= "reservations"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"author_role" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_role_check" CHECK ("reviews"."author_role" IN ('renter', 'owner')),
	CONSTRAINT "reviews_not_self_check" CHECK ("reviews"."author_id" <> "reviews"."subject_id")
);
--> statement-breakpoint
CREATE TABLE "seller_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"legal_name" text NOT NULL,
	"business_name" text,
	"phone" text NOT NULL,
	"address_line" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"date_of_birth" date NOT NULL,
	"bio" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_applications_status_check" CHECK ("seller_applications"."status" IN ('Pending', 'Approved', 'Rejected'))
);
--> statement-breakpoint
CREATE TABLE "shipping_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"estimated_days" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_options_price_check" CHECK ("shipping_options"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "terms_and_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text,
	"bio" text,
	"city" text,
	"profile_picture" text,
	"roles" text[] DEFAULT ARRAY['customer']::text[] NOT NULL,
	"seller_status" text,
	"business_name" text,
	"is_stripe_connected" boolean DEFAULT false NOT NULL,
	"stripe_account_id" text,
	"payout_account" jsonb,
	"email_verified_at" timestamp with time zone,
	"two_fa_enabled" boolean DEFAULT false NOT NULL,
	"active_cart_id" integer,
	"is_home_toured" boolean DEFAULT false NOT NULL,
	"is_seller_toured" boolean DEFAULT false NOT NULL,
	"is_renter_toured" boolean DEFAULT false NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by_id" integer,
	"suspended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_seller_status_check" CHECK ("users"."seller_status" IS NULL OR "users"."seller_status" IN ('Pending', 'Approved', 'Rejected')),
	CONSTRAINT "users_roles_check" CHECK ("users"."roles" <@ ARRAY['customer', 'seller', 'admin']::text[])
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_shipping_option_id_shipping_options_id_fk" FOREIGN KEY ("shipping_option_id") REFERENCES "public"."shipping_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_rental_type_id_rental_types_id_fk" FOREIGN KEY ("rental_type_id") REFERENCES "public"."rental_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_one_id_users_id_fk" FOREIGN KEY ("user_one_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_user_two_id_users_id_fk" FOREIGN KEY ("user_two_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_blocked_dates" ADD CONSTRAINT "listing_blocked_dates_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_frequencies" ADD CONSTRAINT "listing_frequencies_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_shipping_options" ADD CONSTRAINT "listing_shipping_options_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_shipping_options" ADD CONSTRAINT "listing_shipping_options_shipping_option_id_shipping_options_id_fk" FOREIGN KEY ("shipping_option_id") REFERENCES "public"."shipping_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_rental_type_id_rental_types_id_fk" FOREIGN KEY ("rental_type_id") REFERENCES "public"."rental_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_actions" ADD CONSTRAINT "operator_actions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_shipping_option_id_shipping_options_id_fk" FOREIGN KEY ("shipping_option_id") REFERENCES "public"."shipping_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_id_users_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_idx" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_active_idx" ON "carts" USING btree ("user_id") WHERE "carts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_rental_type_idx" ON "categories" USING btree ("rental_type_id");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("receiver_id","chat_id") WHERE "chat_messages"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_pair_idx" ON "chats" USING btree ("user_one_id","user_two_id");--> statement-breakpoint
CREATE INDEX "chats_user_two_idx" ON "chats" USING btree ("user_two_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "favourites_listing_idx" ON "favourites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_reservation_idx" ON "ledger_entries" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_provider_ref_idx" ON "ledger_entries" USING btree ("provider","kind","provider_ref") WHERE "ledger_entries"."provider_ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_blocked_dates_listing_idx" ON "listing_blocked_dates" USING btree ("listing_id","start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_frequencies_unique_idx" ON "listing_frequencies" USING btree ("listing_id","type","frequency");--> statement-breakpoint
CREATE INDEX "listing_images_listing_idx" ON "listing_images" USING btree ("listing_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_images_one_cover_idx" ON "listing_images" USING btree ("listing_id") WHERE "listing_images"."is_cover";--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_name_trgm_idx" ON "listings" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_geo_idx" ON "listings" USING gist (ll_to_earth("latitude", "longitude")) WHERE "listings"."status" = 'Published' AND "listings"."latitude" IS NOT NULL AND "listings"."longitude" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_status_created_idx" ON "listings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "listings_status_type_idx" ON "listings" USING btree ("status","rental_type_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_status_category_idx" ON "listings" USING btree ("status","category_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_status_price_idx" ON "listings" USING btree ("status","min_rent_price_cents");--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_email","created_at");--> statement-breakpoint
CREATE INDEX "operator_actions_created_idx" ON "operator_actions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_slug_idx" ON "policies" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_idx" ON "referrals" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_types_slug_idx" ON "rental_types" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_types_name_idx" ON "rental_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "reservation_events_reservation_idx" ON "reservation_events" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_code_idx" ON "reservations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "reservations_listing_period_idx" ON "reservations" USING btree ("listing_id","status","start_at","end_at");--> statement-breakpoint
CREATE INDEX "reservations_renter_idx" ON "reservations" USING btree ("renter_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reservations_owner_idx" ON "reservations" USING btree ("owner_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reservations_expiry_idx" ON "reservations" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_once_idx" ON "reviews" USING btree ("reservation_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_applications_user_idx" ON "seller_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seller_applications_status_idx" ON "seller_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_options_key_idx" ON "shipping_options" USING btree ("key");--> statement-breakpoint
CREATE INDEX "terms_category_idx" ON "terms_and_conditions" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_idx" ON "users" USING btree ("referral_code");