CREATE TABLE "product_view_addresses" (
	"period" text NOT NULL,
	"product_id" integer NOT NULL,
	"address_key" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "product_view_addresses_pkey" PRIMARY KEY("period","product_id","address_key")
);
