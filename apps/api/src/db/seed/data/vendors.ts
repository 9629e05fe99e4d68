import type { Kind } from '../../../modules/catalog/illustrations.ts';

/**
 * The seeded shops: each sells what its name says (its trades are category names, narrowed to some
 * kinds of product for a specialist such as a shoe maker) from the city its name points to. Services
 * are sold by service companies, each in the one city its listings name. The order is the vendors'
 * ids: new shops go at the end so the existing ids and slugs stay.
 */
export interface VendorSeed {
  storeName: string;
  city: string;
  state: string;
  trades: readonly string[];
  /** Only these kinds of product within the trades (a shoe maker sells shoes, not dresses). */
  kinds?: readonly Kind[];
}

const SHOES: readonly Kind[] = ['sneaker', 'boot', 'heel', 'loafer', 'slipper'];
const TEXTILES: readonly Kind[] = ['dress', 'shirt', 'headwrap', 'trousers'];

export const VENDORS: readonly VendorSeed[] = [
  {
    storeName: 'Computer Village Gadgets',
    city: 'Ikeja',
    state: 'Lagos',
    trades: ['Phones & Tablets', 'Computing', 'Gaming'],
  },
  { storeName: 'Lekki Luxe Boutique', city: 'Lekki', state: 'Lagos', trades: ['Fashion', 'Jewellery'] },
  {
    storeName: 'Wuse Market Electronics',
    city: 'Abuja',
    state: 'FCT',
    trades: ['Electronics', 'Home & Office'],
  },
  { storeName: 'Garden City Phones', city: 'Port Harcourt', state: 'Rivers', trades: ['Phones & Tablets'] },
  { storeName: 'Bodija Home Essentials', city: 'Ibadan', state: 'Oyo', trades: ['Home & Office', 'Kitchen'] },
  { storeName: 'Kano Textiles Hub', city: 'Kano', state: 'Kano', trades: ['Fashion'], kinds: TEXTILES },
  {
    storeName: 'Coal City Appliances',
    city: 'Enugu',
    state: 'Enugu',
    trades: ['Home & Office', 'Kitchen', 'Electronics'],
  },
  { storeName: 'Benin Beauty Palace', city: 'Benin City', state: 'Edo', trades: ['Health & Beauty'] },
  { storeName: 'Kaduna Grains and More', city: 'Kaduna', state: 'Kaduna', trades: ['Groceries'] },
  {
    storeName: 'Onitsha Main Market Wholesale',
    city: 'Onitsha',
    state: 'Anambra',
    trades: ['Groceries', 'Beverages', 'Deals'],
  },
  { storeName: 'Ariaria Shoe Makers', city: 'Aba', state: 'Abia', trades: ['Fashion'], kinds: SHOES },
  { storeName: 'Jos Fresh Farms', city: 'Jos', state: 'Plateau', trades: ['Groceries'] },
  { storeName: 'Ilorin Kitchen World', city: 'Ilorin', state: 'Kwara', trades: ['Kitchen'] },
  {
    storeName: 'Abeokuta Adire House',
    city: 'Abeokuta',
    state: 'Ogun',
    trades: ['Fashion'],
    kinds: TEXTILES,
  },
  {
    storeName: 'Uyo Tech Point',
    city: 'Uyo',
    state: 'Akwa Ibom',
    trades: ['Phones & Tablets', 'Computing', 'Electronics'],
  },
  {
    storeName: 'Calabar Carnival Fashion',
    city: 'Calabar',
    state: 'Cross River',
    trades: ['Fashion', 'Jewellery'],
  },
  { storeName: 'Owerri Auto Parts', city: 'Owerri', state: 'Imo', trades: ['Automobile'] },
  { storeName: 'Warri Power Solutions', city: 'Warri', state: 'Delta', trades: ['Power & Solar'] },
  {
    storeName: 'Alaba Electronics Depot',
    city: 'Ojo',
    state: 'Lagos',
    trades: ['Electronics', 'Home & Office'],
  },
  { storeName: 'Ikeja Laptop Centre', city: 'Ikeja', state: 'Lagos', trades: ['Computing'] },
  {
    storeName: 'Mama Nkechi Provisions',
    city: 'Owerri',
    state: 'Imo',
    trades: ['Groceries', 'Beverages', 'Baby Products'],
  },
  {
    storeName: 'Balogun Fabrics',
    city: 'Lagos Island',
    state: 'Lagos',
    trades: ['Fashion'],
    kinds: TEXTILES,
  },
  {
    storeName: 'Trade Fair Home Store',
    city: 'Ojo',
    state: 'Lagos',
    trades: ['Home & Office', 'Kitchen', 'Furniture'],
  },
  { storeName: 'Maitama Jewellers', city: 'Abuja', state: 'FCT', trades: ['Jewellery'] },
  {
    storeName: 'Port Harcourt Solar Hub',
    city: 'Port Harcourt',
    state: 'Rivers',
    trades: ['Power & Solar', 'Electronics'],
  },
  {
    storeName: 'Dugbe Books and Stationery',
    city: 'Ibadan',
    state: 'Oyo',
    trades: ['Books', 'Office Supplies'],
  },
  { storeName: 'Sabon Gari Beverages', city: 'Kano', state: 'Kano', trades: ['Beverages'] },
  { storeName: 'Enugu Baby Corner', city: 'Enugu', state: 'Enugu', trades: ['Baby Products', 'Toys'] },
  { storeName: 'Ring Road Furniture', city: 'Benin City', state: 'Edo', trades: ['Furniture'] },
  { storeName: 'Kaduna Sports Arena', city: 'Kaduna', state: 'Kaduna', trades: ['Sporting Goods'] },
  { storeName: 'Main Market Toys', city: 'Onitsha', state: 'Anambra', trades: ['Toys'] },
  {
    storeName: 'Aba Made Leather',
    city: 'Aba',
    state: 'Abia',
    trades: ['Fashion'],
    kinds: [...SHOES, 'handbag'],
  },
  { storeName: 'Rayfield Organic Foods', city: 'Jos', state: 'Plateau', trades: ['Groceries', 'Beverages'] },
  { storeName: 'Unity Road Gadgets', city: 'Ilorin', state: 'Kwara', trades: ['Phones & Tablets', 'Gaming'] },
  { storeName: 'Kuto Cosmetics', city: 'Abeokuta', state: 'Ogun', trades: ['Health & Beauty'] },
  { storeName: 'Marina Games Lounge', city: 'Lagos Island', state: 'Lagos', trades: ['Gaming'] },
  {
    storeName: 'Eket Road Mart',
    city: 'Uyo',
    state: 'Akwa Ibom',
    trades: ['Groceries', 'Beverages', 'Deals'],
  },
  { storeName: 'Oron Road Interiors', city: 'Uyo', state: 'Akwa Ibom', trades: ['Furniture'] },
  { storeName: 'Effurun Car Mart', city: 'Effurun', state: 'Delta', trades: ['Cars'] },
  { storeName: 'Admiralty Way Styles', city: 'Lekki', state: 'Lagos', trades: ['Fashion'] },
  {
    storeName: 'Gwarinpa Gadget Store',
    city: 'Abuja',
    state: 'FCT',
    trades: ['Phones & Tablets', 'Computing'],
  },
  {
    storeName: 'Trans Amadi Supplies',
    city: 'Port Harcourt',
    state: 'Rivers',
    trades: ['Office Supplies', 'Home & Office'],
  },
  {
    storeName: 'Challenge Mega Mart',
    city: 'Ibadan',
    state: 'Oyo',
    trades: ['Groceries', 'Beverages', 'Baby Products', 'Deals'],
  },
  { storeName: 'Kantin Kwari Fabrics', city: 'Kano', state: 'Kano', trades: ['Fashion'], kinds: TEXTILES },
  { storeName: 'Ogbete Market Deals', city: 'Enugu', state: 'Enugu', trades: ['Deals'] },
  {
    storeName: 'Uselu Phones and Accessories',
    city: 'Benin City',
    state: 'Edo',
    trades: ['Phones & Tablets'],
  },
  { storeName: 'Barnawa Kitchenware', city: 'Kaduna', state: 'Kaduna', trades: ['Kitchen'] },
  { storeName: 'Upper Iweka Spares', city: 'Onitsha', state: 'Anambra', trades: ['Automobile'] },
  { storeName: 'Ngwa Road Wholesale', city: 'Aba', state: 'Abia', trades: ['Groceries', 'Beverages'] },
  { storeName: 'Terminus Market Beauty', city: 'Jos', state: 'Plateau', trades: ['Health & Beauty'] },
  { storeName: 'Taiwo Road Electronics', city: 'Ilorin', state: 'Kwara', trades: ['Electronics'] },
  { storeName: 'Panseke Foods', city: 'Abeokuta', state: 'Ogun', trades: ['Groceries'] },
  {
    storeName: 'Ikot Ekpene Raffia Works',
    city: 'Ikot Ekpene',
    state: 'Akwa Ibom',
    trades: ['Fashion', 'Furniture'],
    kinds: ['handbag', 'headwrap', 'chair', 'sofa'],
  },
  {
    storeName: 'Marian Market Provisions',
    city: 'Calabar',
    state: 'Cross River',
    trades: ['Groceries', 'Beverages'],
  },
  {
    storeName: 'Douglas Road Tech',
    city: 'Owerri',
    state: 'Imo',
    trades: ['Phones & Tablets', 'Computing', 'Electronics'],
  },
  { storeName: 'Airport Road Autos', city: 'Abuja', state: 'FCT', trades: ['Cars', 'Automobile'] },
  {
    storeName: 'Chevron Drive Home',
    city: 'Lekki',
    state: 'Lagos',
    trades: ['Home & Office', 'Furniture', 'Kitchen'],
  },
  { storeName: 'Ikoyi Premium Wines', city: 'Ikoyi', state: 'Lagos', trades: ['Beverages'] },
  { storeName: 'Garki Office Supplies', city: 'Abuja', state: 'FCT', trades: ['Office Supplies', 'Books'] },
  { storeName: 'Rumuola Fashion House', city: 'Port Harcourt', state: 'Rivers', trades: ['Fashion'] },
  { storeName: 'Agodi Gate Furniture', city: 'Ibadan', state: 'Oyo', trades: ['Furniture'] },
  { storeName: 'Zoo Road Phones', city: 'Kano', state: 'Kano', trades: ['Phones & Tablets'] },
  { storeName: 'Nike Lake Services', city: 'Enugu', state: 'Enugu', trades: ['Services'] },
  { storeName: 'Sapele Road Motors', city: 'Benin City', state: 'Edo', trades: ['Cars'] },
  // Service companies for the other cities that service listings name.
  { storeName: 'Surulere Home Services', city: 'Surulere', state: 'Lagos', trades: ['Services'] },
  { storeName: 'Wuse Fix-It Services', city: 'Abuja', state: 'FCT', trades: ['Services'] },
  { storeName: 'Rumuokoro Home Services', city: 'Port Harcourt', state: 'Rivers', trades: ['Services'] },
  { storeName: 'Mokola Home Services', city: 'Ibadan', state: 'Oyo', trades: ['Services'] },
  // Sellers for the categories no shop above covers.
  { storeName: 'Surulere Sports Hub', city: 'Surulere', state: 'Lagos', trades: ['Sporting Goods'] },
];
