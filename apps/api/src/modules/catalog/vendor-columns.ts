import type { Vendor } from '@oja/contract/catalog';
import { vendors } from '../../db/tables/catalog.ts';

/** What a vendor answer reads, in a product's details and in vendor lists alike. */
export const vendorColumns = {
  id: vendors.id,
  uuid: vendors.uuid,
  name: vendors.name,
  storeName: vendors.storeName,
  slug: vendors.slug,
  city: vendors.city,
  state: vendors.state,
  logo: vendors.logo,
  isPopular: vendors.isPopular,
  rating: vendors.rating,
  phone: vendors.phone,
  email: vendors.email,
};

export type VendorColumnsRow = {
  id: number;
  uuid: string;
  name: string;
  storeName: string;
  slug: string;
  city: string;
  state: string;
  logo: string;
  isPopular: boolean;
  rating: number;
  phone: string | null;
  email: string | null;
};

export const toVendorAnswer = (v: VendorColumnsRow): Vendor => ({
  id: v.id,
  uuid: v.uuid,
  name: v.name,
  store_name: v.storeName,
  slug: v.slug,
  city: v.city,
  state: v.state,
  logo: v.logo,
  is_popular: v.isPopular,
  rating: v.rating,
  phone: v.phone,
  email: v.email,
});
