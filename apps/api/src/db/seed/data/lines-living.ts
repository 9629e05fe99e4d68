import { FASHION_COLOURS, type ProductLine } from './lines.ts';

export const FASHION: readonly ProductLine[] = [
  {
    brand: null,
    models: [
      'Ankara Print Maxi Dress',
      'Ankara Peplum Top',
      'Adire Kaftan',
      'Aso Oke Gele',
      'Senator Native Wear',
      'Agbada (3 Pieces)',
      'Lace Iro and Buba',
      "Men's Dashiki Shirt",
    ],
    price: [9500, 85000],
    colors: FASHION_COLOURS,
    maxOptions: 4,
  },
  {
    brand: 'Adidas',
    models: ['Ultraboost Sneakers', 'Samba OG', 'Three-Stripe Joggers', 'Essentials Hoodie'],
    price: [28000, 220000],
    colors: ['Black', 'White', 'Grey'],
    maxOptions: 4,
  },
  {
    brand: 'Nike',
    models: ['Air Force 1', 'Air Max 270', 'Dri-FIT Polo', 'Club Fleece Joggers'],
    price: [25000, 210000],
    colors: ['Black', 'White', 'Red'],
    maxOptions: 4,
  },
  {
    brand: 'Puma',
    models: ['Suede Classic', 'Essentials T-Shirt'],
    price: [18000, 95000],
    colors: ['Black', 'White'],
    maxOptions: 3,
  },
  {
    brand: null,
    models: [
      "Men's Leather Loafers",
      'Ladies Block Heels',
      'Palm Slippers (Leather)',
      'Plain Round Neck T-Shirt (Pack of 3)',
      'Slim Fit Chinos',
      'Ladies Handbag',
      "Men's Long Sleeve Shirt",
    ],
    price: [6500, 65000],
    colors: FASHION_COLOURS,
    maxOptions: 3,
  },
];

export const JEWELLERY: readonly ProductLine[] = [
  {
    brand: 'Casio',
    models: ['G-Shock GA-2100', 'Vintage A168 Watch', 'Edifice Chronograph'],
    price: [35000, 280000],
    colors: ['Black', 'Silver', 'Gold'],
    maxOptions: 2,
  },
  {
    brand: null,
    models: [
      '18k Gold Plated Necklace',
      'Coral Bead Set (Bridal)',
      'Sterling Silver Earrings',
      'Waist Beads (Set of 3)',
      "Men's Cuban Link Chain",
      'Stainless Steel Wedding Bands',
    ],
    price: [4500, 180000],
    colors: ['Gold', 'Silver', 'Rose Gold'],
    maxOptions: 2,
  },
];

export const HEALTH_BEAUTY: readonly ProductLine[] = [
  {
    brand: 'Nivea',
    models: [
      'Perfect & Radiant Body Lotion 400ml',
      'Men Deep Roll-On 50ml',
      'Soft Cream 200ml',
      'Natural Fairness Lotion',
    ],
    price: [2500, 9500],
  },
  {
    brand: 'Dudu Osun',
    models: ['Black Soap 150g', 'Black Soap (Pack of 6)', 'Shea Butter Cream'],
    price: [900, 7500],
  },
  { brand: 'Oriflame', models: ['Giordani Gold Perfume', 'Optimals Day Cream'], price: [12000, 38000] },
  { brand: 'Mary Kay', models: ['TimeWise Miracle Set', 'Matte Lipstick'], price: [9000, 85000] },
  {
    brand: 'Vaseline',
    models: ['Blue Seal Petroleum Jelly 250ml', 'Cocoa Radiant Lotion 400ml'],
    price: [1800, 6500],
  },
  { brand: 'Oral-B', models: ['Pro 3 Electric Toothbrush', 'Toothbrush (Pack of 4)'], price: [2500, 55000] },
  {
    brand: null,
    models: [
      'Human Hair Bone Straight Wig 20"',
      'Raw Shea Butter 1kg',
      'Digital Blood Pressure Monitor',
      'Accu-Chek Glucometer',
      'Hair Dryer (Standing)',
      'Beard Growth Oil',
    ],
    price: [3500, 420000],
  },
];

export const BABY: readonly ProductLine[] = [
  {
    brand: 'Pampers',
    models: ['Premium Care Diapers Size 3 (60)', 'Baby Dry Size 4 (50)', 'Baby Wipes (Pack of 3)'],
    price: [4500, 24000],
  },
  { brand: 'Molfix', models: ['Diapers Size 2 (64)', 'Pants Size 5 (40)'], price: [8000, 16000] },
  { brand: 'Cerelac', models: ['Wheat with Milk 400g', 'Maize & Soya 1kg'], price: [3800, 9500] },
  { brand: 'SMA', models: ['Gold 1 Infant Formula 400g', 'Gold 2 Follow-On 900g'], price: [9500, 24000] },
  {
    brand: null,
    models: [
      'Baby Car Seat',
      'Baby Walker',
      'Foldable Stroller',
      'Baby Bath Tub',
      'Newborn Clothing Set (5 Pieces)',
    ],
    price: [9000, 160000],
    colors: ['Pink', 'Blue', 'Grey'],
    maxOptions: 2,
  },
];

export const SPORTING: readonly ProductLine[] = [
  {
    brand: 'Adidas',
    models: ['Al Rihla Match Ball', 'Predator Football Boots', 'Super Eagles Home Jersey'],
    price: [18000, 120000],
    maxOptions: 4,
  },
  {
    brand: 'Nike',
    models: ['Mercurial Football Boots', 'Training Shorts', 'Gym Duffel Bag'],
    price: [15000, 150000],
    maxOptions: 4,
  },
  {
    brand: null,
    models: [
      'Adjustable Dumbbells 20kg',
      'Treadmill (Foldable)',
      'Yoga Mat',
      'Skipping Rope',
      'Table Tennis Bat Set',
      'Boxing Gloves',
    ],
    price: [3500, 650000],
  },
];

export const TOYS: readonly ProductLine[] = [
  { brand: 'LEGO', models: ['Classic Creative Box', 'City Fire Station'], price: [28000, 120000] },
  {
    brand: null,
    models: [
      'Remote Control Car',
      'Kids Bicycle 16"',
      'Building Blocks (250 Pieces)',
      'Doll House Set',
      'Ludo and Ayo Board Set',
    ],
    price: [4500, 95000],
    colors: ['Red', 'Blue', 'Pink'],
    maxOptions: 2,
  },
];

export const BOOKS: readonly ProductLine[] = [
  {
    brand: null,
    models: [
      'Things Fall Apart – Chinua Achebe',
      'Half of a Yellow Sun – Chimamanda Ngozi Adichie',
      'Purple Hibiscus – Chimamanda Ngozi Adichie',
      "Death and the King's Horseman – Wole Soyinka",
      'Stay With Me – Ayobami Adebayo',
      'My Sister, the Serial Killer – Oyinkan Braithwaite',
      'The Famished Road – Ben Okri',
      'There Was a Country – Chinua Achebe',
      'WAEC Past Questions Mathematics',
      'JAMB UTME Use of English',
      'New General Mathematics JSS1',
      'Rich Dad Poor Dad',
    ],
    price: [3500, 15000],
  },
];
