import type { ProductLine } from './lines.ts';
import { DEALS, AUTOMOBILE, BEVERAGES, CARS, GROCERIES, SERVICES } from './lines-market.ts';
import { FURNITURE, HOME_OFFICE, KITCHEN } from './lines-home.ts';
import { BABY, BOOKS, FASHION, HEALTH_BEAUTY, JEWELLERY, SPORTING, TOYS } from './lines-living.ts';
import { COMPUTING, ELECTRONICS, GAMING, PHONES } from './lines-tech.ts';

export interface CategorySeed {
  name: string;
  colour: string;
  /** One of the six fixed names in the account side menu. */
  isSideMenu: boolean;
  type: 'product' | 'service' | 'others';
  /** Share of generated products, relative to the other categories. */
  weight: number;
  /** Basic food, baby food and books are VAT exempt in Nigeria. */
  vatRateBp: number;
  lines: readonly ProductLine[];
  blurb: string;
}

export const CATEGORIES: readonly CategorySeed[] = [
  { name: 'Deals', colour: '#E11D48', isSideMenu: true, type: 'product', weight: 3, vatRateBp: 750, lines: DEALS, blurb: 'Limited stock at this price, while it lasts.' },
  { name: 'Health & Beauty', colour: '#DB2777', isSideMenu: true, type: 'product', weight: 9, vatRateBp: 750, lines: HEALTH_BEAUTY, blurb: 'Original products, sealed and within date.' },
  { name: 'Phones & Tablets', colour: '#2563EB', isSideMenu: true, type: 'product', weight: 12, vatRateBp: 750, lines: PHONES, blurb: 'Brand new in box with manufacturer warranty.' },
  { name: 'Electronics', colour: '#7C3AED', isSideMenu: true, type: 'product', weight: 8, vatRateBp: 750, lines: ELECTRONICS, blurb: 'Tested before dispatch, with warranty card.' },
  { name: 'Fashion', colour: '#EA580C', isSideMenu: true, type: 'product', weight: 12, vatRateBp: 750, lines: FASHION, blurb: 'Quality fabric, true to size; exchange within 7 days.' },
  { name: 'Home & Office', colour: '#0D9488', isSideMenu: true, type: 'product', weight: 8, vatRateBp: 750, lines: HOME_OFFICE, blurb: 'Built for Nigerian power supply, with installation guide.' },
  { name: 'Computing', colour: '#4F46E5', isSideMenu: false, type: 'product', weight: 6, vatRateBp: 750, lines: COMPUTING, blurb: 'Genuine Windows or macOS, charger included.' },
  { name: 'Groceries', colour: '#16A34A', isSideMenu: false, type: 'product', weight: 8, vatRateBp: 0, lines: GROCERIES, blurb: 'Fresh stock, sealed bags, fast delivery.' },
  { name: 'Baby Products', colour: '#F472B6', isSideMenu: false, type: 'product', weight: 4, vatRateBp: 0, lines: BABY, blurb: 'Safe for babies, from trusted brands.' },
  { name: 'Sporting Goods', colour: '#059669', isSideMenu: false, type: 'product', weight: 3, vatRateBp: 750, lines: SPORTING, blurb: 'For the pitch, the gym and the road.' },
  { name: 'Gaming', colour: '#9333EA', isSideMenu: false, type: 'product', weight: 3, vatRateBp: 750, lines: GAMING, blurb: 'Original consoles and games, region free.' },
  { name: 'Automobile', colour: '#475569', isSideMenu: false, type: 'product', weight: 3, vatRateBp: 750, lines: AUTOMOBILE, blurb: 'Genuine parts and accessories that fit.' },
  { name: 'Books', colour: '#B45309', isSideMenu: false, type: 'product', weight: 2, vatRateBp: 0, lines: BOOKS, blurb: 'New copies, well packed.' },
  { name: 'Furniture', colour: '#92400E', isSideMenu: false, type: 'product', weight: 3, vatRateBp: 750, lines: FURNITURE, blurb: 'Delivered and assembled in major cities.' },
  { name: 'Kitchen', colour: '#DC2626', isSideMenu: false, type: 'product', weight: 4, vatRateBp: 750, lines: KITCHEN, blurb: 'Everyday kitchen essentials that last.' },
  { name: 'Beverages', colour: '#CA8A04', isSideMenu: false, type: 'product', weight: 3, vatRateBp: 0, lines: BEVERAGES, blurb: 'Cartons and packs at wholesale prices.' },
  { name: 'Jewellery', colour: '#D97706', isSideMenu: false, type: 'product', weight: 2, vatRateBp: 750, lines: JEWELLERY, blurb: 'Gift boxed, tarnish resistant.' },
  { name: 'Toys', colour: '#F59E0B', isSideMenu: false, type: 'product', weight: 2, vatRateBp: 750, lines: TOYS, blurb: 'Child safe and fun for all ages.' },
  { name: 'Power & Solar', colour: '#65A30D', isSideMenu: false, type: 'product', weight: 2, vatRateBp: 750, lines: HOME_OFFICE.slice(6, 8), blurb: 'Steady power for home and shop.' },
  { name: 'Office Supplies', colour: '#0EA5E9', isSideMenu: false, type: 'product', weight: 1, vatRateBp: 750, lines: HOME_OFFICE.slice(8), blurb: 'Everything the office runs on.' },
  { name: 'Services', colour: '#0891B2', isSideMenu: false, type: 'service', weight: 2, vatRateBp: 750, lines: SERVICES, blurb: 'Verified professionals near you; price agreed before work starts.' },
  { name: 'Cars', colour: '#1F2937', isSideMenu: false, type: 'others', weight: 1, vatRateBp: 0, lines: CARS, blurb: 'Inspected, with papers; test drive on request.' },
];
