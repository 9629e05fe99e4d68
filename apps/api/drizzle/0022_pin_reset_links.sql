ALTER TYPE "public"."email_token_purpose" ADD VALUE IF NOT EXISTS 'pin_reset';
