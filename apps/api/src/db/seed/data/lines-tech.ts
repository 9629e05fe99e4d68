import { PHONE_COLOURS, type ProductLine } from './lines.ts';

export const PHONES: readonly ProductLine[] = [
  {
    brand: 'Samsung',
    models: [
      ['Galaxy A05', 95000, 130000],
      ['Galaxy A15', 160000, 210000],
      ['Galaxy A25', 260000, 320000],
      ['Galaxy A55', 520000, 640000],
      ['Galaxy S23 Ultra', 1250000, 1550000],
      ['Galaxy S24', 1100000, 1350000],
      ['Galaxy Tab A9', 180000, 260000],
    ],
    variants: ['64GB', '128GB', '256GB'],
    price: [100000, 1500000],
    colors: PHONE_COLOURS,
    maxOptions: 3,
  },
  {
    brand: 'Tecno',
    models: [
      ['Spark 20', 150000, 190000],
      ['Spark 20 Pro', 190000, 240000],
      ['Camon 30', 300000, 380000],
      ['Pova 6 Pro', 280000, 340000],
      ['Phantom V Fold 2', 1500000, 1900000],
    ],
    variants: ['128GB', '256GB'],
    price: [150000, 400000],
    colors: PHONE_COLOURS,
    maxOptions: 3,
  },
  {
    brand: 'Infinix',
    models: [
      ['Hot 40i', 130000, 165000],
      ['Hot 40 Pro', 190000, 230000],
      ['Note 40', 270000, 330000],
      ['Zero 30', 380000, 450000],
      ['Smart 8', 95000, 120000],
    ],
    variants: ['128GB', '256GB'],
    price: [95000, 450000],
    colors: PHONE_COLOURS,
    maxOptions: 3,
  },
  {
    brand: 'itel',
    models: [
      ['A70', 75000, 95000],
      ['P55', 110000, 140000],
      ['S24', 140000, 170000],
      ['it2163 Feature Phone', 9500, 14000],
    ],
    variants: ['64GB', '128GB'],
    price: [9500, 170000],
    colors: ['Black', 'Blue', 'Gold'],
    maxOptions: 2,
  },
  {
    brand: 'Apple',
    models: [
      ['iPhone 12', 450000, 600000],
      ['iPhone 13', 650000, 800000],
      ['iPhone 14 Pro Max', 1200000, 1500000],
      ['iPhone 15', 1300000, 1600000],
      ['iPad 10th Gen', 650000, 800000],
    ],
    variants: ['128GB', '256GB'],
    price: [450000, 1600000],
    colors: ['Black', 'White', 'Blue', 'Midnight', 'Starlight'],
    maxOptions: 3,
  },
  {
    brand: 'Oraimo',
    models: [
      'FreePods 4 Earbuds',
      'Traveller 20000mAh Power Bank',
      'Boom Bluetooth Speaker',
      'Watch 4 Plus',
      'Fast Charger 33W',
    ],
    price: [8000, 45000],
    colors: ['Black', 'White'],
    maxOptions: 2,
  },
  {
    brand: 'Xiaomi',
    models: [
      ['Redmi 13C', 140000, 180000],
      ['Redmi Note 13', 260000, 320000],
      ['Poco X6 Pro', 420000, 500000],
    ],
    variants: ['128GB', '256GB'],
    price: [140000, 500000],
    colors: PHONE_COLOURS,
    maxOptions: 3,
  },
];

export const COMPUTING: readonly ProductLine[] = [
  {
    brand: 'HP',
    models: [
      ['Pavilion 15 Core i5', 650000, 850000],
      ['EliteBook 840 G6 Core i7', 480000, 620000],
      ['Victus 15 Gaming', 1100000, 1400000],
      ['250 G9 Celeron', 320000, 400000],
      ['LaserJet Pro M404dn Printer', 420000, 520000],
    ],
    variants: ['8GB RAM 256GB SSD', '16GB RAM 512GB SSD'],
    price: [320000, 1400000],
  },
  {
    brand: 'Lenovo',
    models: [
      ['IdeaPad 3 Core i3', 420000, 520000],
      ['ThinkPad T480 Core i5', 380000, 480000],
      ['Legion 5 Ryzen 7', 1500000, 1900000],
      ['IdeaCentre AIO 3', 700000, 850000],
    ],
    variants: ['8GB RAM 256GB SSD', '16GB RAM 512GB SSD'],
    price: [380000, 1900000],
  },
  {
    brand: 'Dell',
    models: [
      ['Latitude 5490 Core i5', 330000, 420000],
      ['Inspiron 15 3520', 550000, 700000],
      ['XPS 13', 1500000, 1900000],
    ],
    variants: ['8GB RAM 256GB SSD', '16GB RAM 512GB SSD'],
    price: [330000, 1900000],
  },
  {
    brand: 'Apple',
    models: [
      ['MacBook Air M1', 950000, 1150000],
      ['MacBook Air M2', 1300000, 1550000],
      ['MacBook Pro M3 14"', 2400000, 2900000],
    ],
    variants: ['8GB 256GB', '16GB 512GB'],
    price: [950000, 2900000],
    colors: ['Space Grey', 'Silver', 'Midnight'],
    maxOptions: 2,
  },
  {
    brand: 'Logitech',
    models: ['M185 Wireless Mouse', 'K120 USB Keyboard', 'MK270 Keyboard & Mouse Combo', 'C270 HD Webcam'],
    price: [6500, 38000],
  },
  {
    brand: 'SanDisk',
    models: ['Ultra 64GB Flash Drive', 'Extreme 1TB Portable SSD', 'Ultra 128GB microSD Card'],
    price: [6000, 140000],
  },
];

export const ELECTRONICS: readonly ProductLine[] = [
  {
    brand: 'Hisense',
    models: [
      ['32" HD LED TV', 150000, 190000],
      ['43" Smart FHD TV', 280000, 350000],
      ['55" 4K UHD Smart TV', 520000, 650000],
      ['65" QLED TV', 950000, 1200000],
    ],
    price: [150000, 1200000],
  },
  {
    brand: 'LG',
    models: [
      ['43" Smart UHD TV', 380000, 460000],
      ['55" NanoCell TV', 750000, 900000],
      ['XBOOM Party Speaker', 350000, 450000],
      ['Sound Bar SN4', 250000, 320000],
    ],
    price: [250000, 900000],
  },
  {
    brand: 'Samsung',
    models: [
      ['43" Crystal UHD TV', 390000, 480000],
      ['55" Crystal UHD TV', 600000, 720000],
      ['65" Neo QLED TV', 1600000, 2100000],
      ['HW-T420 Soundbar', 180000, 230000],
    ],
    price: [180000, 2100000],
  },
  {
    brand: 'Nexus',
    models: [
      ['32" LED TV', 110000, 140000],
      ['43" Smart TV', 210000, 260000],
    ],
    price: [110000, 260000],
  },
  {
    brand: 'Sony',
    models: [
      ['WH-1000XM5 Headphones', 450000, 550000],
      ['Bravia 50" 4K TV', 700000, 850000],
    ],
    price: [450000, 850000],
  },
  {
    brand: 'JBL',
    models: ['Flip 6 Speaker', 'Charge 5 Speaker', 'Tune 520BT Headphones', 'PartyBox 110'],
    price: [45000, 420000],
    colors: ['Black', 'Blue', 'Red'],
    maxOptions: 3,
  },
  {
    brand: 'Binatone',
    models: ['Standing Fan 18"', 'Rechargeable Fan', 'Radio Cassette Player'],
    price: [18000, 65000],
  },
];

export const GAMING: readonly ProductLine[] = [
  {
    brand: 'Sony',
    models: [
      ['PlayStation 5 Slim Console', 850000, 1000000],
      ['PlayStation 4 Pro (UK Used)', 320000, 400000],
      ['DualSense Controller', 85000, 110000],
      ['EA Sports FC 25 PS5', 60000, 80000],
    ],
    price: [60000, 1000000],
  },
  {
    brand: 'Microsoft',
    models: [
      ['Xbox Series X', 900000, 1050000],
      ['Xbox Series S', 480000, 560000],
      ['Xbox Wireless Controller', 75000, 95000],
    ],
    price: [75000, 1050000],
  },
  {
    brand: 'Nintendo',
    models: [
      ['Switch OLED', 520000, 620000],
      ['Switch Lite', 280000, 340000],
    ],
    price: [280000, 620000],
  },
];
