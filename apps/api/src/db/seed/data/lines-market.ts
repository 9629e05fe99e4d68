import type { ProductLine } from './lines.ts';

export const GROCERIES: readonly ProductLine[] = [
  {
    brand: 'Indomie',
    models: [
      'Chicken Noodles 70g (Carton of 40)',
      'Onion Chicken Belleful (Carton of 40)',
      'Hungry Man Size (Carton of 40)',
    ],
    price: [8500, 16000],
  },
  {
    brand: 'Golden Penny',
    models: ['Semovita 10kg', 'Spaghetti 500g (Carton of 20)', 'Pure Soya Oil 5L', 'Flour 50kg'],
    price: [9500, 62000],
  },
  {
    brand: 'Dangote',
    models: ['Sugar 1kg', 'Refined Sugar 50kg', 'Spaghetti 500g (Carton of 20)', 'Salt 500g (Pack of 10)'],
    price: [1500, 75000],
  },
  { brand: 'Honeywell', models: ['Semolina 5kg', 'Noodles (Carton of 40)'], price: [6500, 12000] },
  { brand: 'Mama Gold', models: ['Rice 50kg', 'Rice 10kg'], price: [18000, 88000] },
  { brand: 'Power Oil', models: ['Vegetable Oil 3L', 'Vegetable Oil 25L'], price: [8000, 72000] },
  { brand: 'Gino', models: ['Tomato Paste 70g (Carton of 50)', 'Curry Powder'], price: [800, 14000] },
  { brand: 'Knorr', models: ['Chicken Cubes (Pack of 100)', 'Beef Cubes (Pack of 50)'], price: [1500, 4500] },
  {
    brand: null,
    models: [
      'Ofada Rice 5kg',
      'Honey Beans (Oloyin) 5kg',
      'Garri Ijebu 10kg',
      'Palm Oil 4L',
      'Egusi (Ground) 1kg',
      'Crayfish 1kg',
      'Yam Tubers (Set of 5)',
      'Stockfish Head (Large)',
      'Plantain Chips (Pack of 10)',
    ],
    price: [3500, 45000],
  },
];

export const BEVERAGES: readonly ProductLine[] = [
  {
    brand: 'Peak',
    models: ['Evaporated Milk 160g (Carton of 48)', 'Full Cream Milk Powder 400g', 'Milk Powder Tin 900g'],
    price: [3500, 36000],
  },
  { brand: 'Milo', models: ['Refill 500g', 'Tin 1kg', 'Energy Cubes'], price: [2500, 9500] },
  { brand: 'Nestlé', models: ['Nescafé Classic 200g', 'Nido Milk Powder 400g'], price: [3500, 9000] },
  {
    brand: 'Coca-Cola',
    models: ['Coke 50cl (Pack of 12)', 'Fanta 50cl (Pack of 12)', 'Sprite 50cl (Pack of 12)'],
    price: [3500, 6500],
  },
  { brand: 'Lipton', models: ['Yellow Label Tea (100 Bags)'], price: [2200, 3500] },
  {
    brand: 'Chivita',
    models: ['100% Orange Juice 1L (Pack of 10)', 'Exotic Juice 1L (Pack of 10)'],
    price: [9500, 18000],
  },
  {
    brand: null,
    models: [
      'Zobo Drink 1L (Pack of 6)',
      'Kunu Aya 50cl (Pack of 12)',
      'Palm Wine (Fresh) 5L',
      'Chapman Mix 1L',
    ],
    price: [2500, 12000],
  },
];

export const AUTOMOBILE: readonly ProductLine[] = [
  { brand: 'Mobil', models: ['Super 2000 Engine Oil 4L', 'Delvac Diesel Oil 5L'], price: [12000, 32000] },
  { brand: 'Michelin', models: ['Tyre 205/55 R16', 'Tyre 235/65 R17'], price: [85000, 180000] },
  {
    brand: 'Toyota',
    models: ['Genuine Brake Pads (Corolla)', 'Camry Headlamp', 'Oil Filter'],
    price: [6500, 120000],
  },
  {
    brand: null,
    models: [
      'Car Vacuum Cleaner',
      'Car Seat Covers (Full Set)',
      'Jump Starter Power Bank',
      'Dashcam 1080p',
      'Tyre Inflator',
      'Fire Extinguisher 1kg (C-Caution)',
    ],
    price: [6500, 85000],
    colors: ['Black', 'Beige', 'Grey'],
    maxOptions: 2,
  },
];

export const SERVICES: readonly ProductLine[] = [
  {
    brand: null,
    models: [
      ['Split AC Repair and Gas Refill', 15000, 45000],
      ['Home Deep Cleaning (3-Bedroom Flat)', 45000, 120000],
      ['Generator Servicing', 12000, 40000],
      ['Bridal Makeup Artist', 60000, 250000],
      ['Plumbing Repairs (Call-Out)', 10000, 35000],
      ['Fumigation and Pest Control', 25000, 90000],
      ['Event Photography (Full Day)', 120000, 450000],
      ['DSTV and GOtv Installation', 8000, 20000],
      ['Laundry Pickup and Delivery', 5000, 25000],
      ['Solar Inverter Installation', 80000, 250000],
      ['Website Design for Small Business', 150000, 600000],
      ['Electrical Wiring Repairs', 15000, 60000],
      ['Tailoring: Custom Agbada', 45000, 150000],
      ['Catering for 100 Guests', 450000, 1200000],
      ['Home Tutoring (WAEC Prep, Monthly)', 40000, 100000],
    ],
    variants: ['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Enugu'],
    price: [5000, 1200000],
  },
];

export const CARS: readonly ProductLine[] = [
  {
    brand: 'Toyota',
    models: [
      ['Camry 2015', 13500000, 18000000],
      ['Corolla 2014', 8500000, 11500000],
      ['Highlander 2016', 22000000, 28000000],
      ['RAV4 2018', 24000000, 30000000],
      ['Hilux 2020', 38000000, 48000000],
      ['Sienna 2012', 11000000, 14500000],
      ['Venza 2011', 10500000, 13500000],
    ],
    variants: ['Foreign Used', 'Nigerian Used'],
    price: [8500000, 48000000],
    colors: ['Black', 'Silver', 'Grey', 'White', 'Blue'],
    maxOptions: 1,
  },
  {
    brand: 'Lexus',
    models: [
      ['RX350 2016', 32000000, 42000000],
      ['ES350 2014', 18000000, 24000000],
      ['GX460 2015', 45000000, 58000000],
    ],
    variants: ['Foreign Used', 'Nigerian Used'],
    price: [18000000, 58000000],
    colors: ['Black', 'White', 'Silver'],
    maxOptions: 1,
  },
  {
    brand: 'Honda',
    models: [
      ['Accord 2013', 9500000, 13000000],
      ['CR-V 2017', 19000000, 25000000],
      ['Pilot 2014', 14000000, 18500000],
    ],
    variants: ['Foreign Used', 'Nigerian Used'],
    price: [9500000, 25000000],
    colors: ['Black', 'Silver', 'Grey', 'Red'],
    maxOptions: 1,
  },
  {
    brand: 'Mercedes-Benz',
    models: [
      ['C300 2016', 26000000, 34000000],
      ['GLK 350 2013', 15000000, 20000000],
    ],
    variants: ['Foreign Used'],
    price: [15000000, 34000000],
    colors: ['Black', 'White', 'Silver'],
    maxOptions: 1,
  },
  {
    brand: 'Hyundai',
    models: [
      ['Elantra 2017', 12000000, 15500000],
      ['Santa Fe 2016', 17000000, 22000000],
    ],
    variants: ['Foreign Used', 'Brand New'],
    price: [12000000, 22000000],
    colors: ['Black', 'White', 'Grey'],
    maxOptions: 1,
  },
];

// Deals are bundles and clearance lines; their discounts are made deeper by the generator.
export const DEALS: readonly ProductLine[] = [
  {
    brand: null,
    models: [
      'Back to School Stationery Bundle',
      'Foodstuff Combo: Rice 10kg + Oil 3L + Semovita 5kg',
      'Kitchen Starter Pack',
      'Festive Hamper',
      'Ladies Weekend Bundle (Dress + Bag)',
    ],
    price: [9500, 95000],
  },
  {
    brand: 'Oraimo',
    models: ['Charger + Earbuds Bundle', 'Power Bank 10000mAh (Clearance)'],
    price: [9000, 28000],
  },
  {
    brand: 'Tecno',
    models: [['Spark Go 2024 (Clearance)', 85000, 100000]],
    variants: ['64GB'],
    price: [85000, 100000],
    colors: ['Black', 'Gold'],
    maxOptions: 2,
  },
];
