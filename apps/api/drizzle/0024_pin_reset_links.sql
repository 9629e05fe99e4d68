ALTER TYPE "public"."email_token_purpose" ADD VALUE 'pin_reset';
