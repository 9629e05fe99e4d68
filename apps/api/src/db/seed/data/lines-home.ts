import type { ProductLine } from './lines.ts';

export const HOME_OFFICE: readonly ProductLine[] = [
  {
    brand: 'Scanfrost',
    models: [
      ['150L Chest Freezer', 260000, 320000],
      ['200L Chest Freezer', 330000, 400000],
      ['Double Door Refrigerator', 420000, 520000],
      ['1.5HP Split Air Conditioner', 420000, 520000],
    ],
    price: [260000, 520000],
  },
  {
    brand: 'Thermocool',
    models: [
      ['Chest Freezer 210L', 350000, 430000],
      ['Table Top Fridge', 150000, 190000],
      ['1HP Split AC', 380000, 460000],
      ['Water Dispenser', 110000, 150000],
    ],
    price: [110000, 460000],
  },
  {
    brand: 'Hisense',
    models: [
      ['Chest Freezer 145L', 230000, 290000],
      ['Side by Side Refrigerator', 950000, 1150000],
      ['Front Load Washing Machine 7kg', 420000, 500000],
    ],
    price: [230000, 1150000],
  },
  {
    brand: 'LG',
    models: [
      ['Dual Inverter 1.5HP AC', 620000, 750000],
      ['Top Load Washing Machine 8kg', 450000, 560000],
    ],
    price: [450000, 750000],
  },
  {
    brand: 'Nexus',
    models: [
      ['Chest Freezer 160L', 230000, 280000],
      ['1HP Split AC', 330000, 400000],
    ],
    price: [230000, 400000],
  },
  { brand: 'Binatone', models: ['Electric Iron', 'Wall Fan 16"', 'Dry Iron DI-1255'], price: [9000, 38000] },
  {
    brand: 'Sumec Firman',
    models: [
      ['SPG3000 Generator', 280000, 350000],
      ['SPG2900 "I Better Pass My Neighbour"', 160000, 200000],
      ['ECO8990ES Generator', 1200000, 1450000],
    ],
    price: [160000, 1450000],
  },
  {
    brand: 'Felicity Solar',
    models: [
      ['3.5kVA Inverter', 480000, 600000],
      ['200Ah Solar Battery', 320000, 400000],
      ['450W Mono Solar Panel', 120000, 150000],
    ],
    price: [120000, 600000],
  },
  {
    brand: null,
    models: [
      'A4 Paper Ream (500 Sheets)',
      'Office Swivel Chair',
      'Steel Filing Cabinet',
      'Whiteboard 4ft x 3ft',
      'Extension Box 6-Way',
    ],
    price: [5500, 145000],
  },
];

export const KITCHEN: readonly ProductLine[] = [
  {
    brand: 'Binatone',
    models: ['Blender BLG-450', 'Electric Kettle 1.7L', 'Toaster 2-Slice', 'Food Processor'],
    price: [14000, 75000],
    colors: ['White', 'Black', 'Red'],
    maxOptions: 2,
  },
  {
    brand: 'Silver Crest',
    models: ['8L Air Fryer', 'Industrial Blender 3-in-1', 'Pressure Cooker 6L'],
    price: [28000, 95000],
  },
  {
    brand: 'Scanfrost',
    models: ['4-Burner Gas Cooker with Oven', 'Microwave 20L', 'Table Top Gas Cooker'],
    price: [25000, 380000],
  },
  { brand: 'Kenwood', models: ['Stand Mixer', 'Hand Blender', 'Juice Extractor'], price: [35000, 320000] },
  {
    brand: null,
    models: [
      'Non-Stick Pot Set (7 Pieces)',
      'Stainless Cutlery Set',
      'Ceramic Dinner Set (18 Pieces)',
      '12.5kg Gas Cylinder',
      'Thermos Food Flask Set',
      'Wooden Mortar and Pestle',
    ],
    price: [7500, 85000],
    colors: ['Black', 'Red', 'Grey'],
    maxOptions: 2,
  },
];

export const FURNITURE: readonly ProductLine[] = [
  {
    brand: 'Vitafoam',
    models: [
      ['Orthopaedic Mattress 6x6', 280000, 380000],
      ['Grand Mattress 4.5x6', 190000, 240000],
      ['Pillow Pair', 15000, 22000],
    ],
    price: [15000, 380000],
  },
  {
    brand: 'Mouka',
    models: [
      ['Dreamtex Mattress 6x6', 220000, 290000],
      ['Flora Mattress 4.5x6', 140000, 180000],
    ],
    price: [140000, 290000],
  },
  {
    brand: null,
    models: [
      ['L-Shaped Sofa (7 Seater)', 650000, 950000],
      ['Executive Office Desk', 180000, 260000],
      ['6-Seater Dining Set', 380000, 560000],
      ['Wooden Wardrobe (3 Doors)', 250000, 360000],
      ['Plastic Chair (Set of 4)', 28000, 40000],
      ['TV Stand', 55000, 90000],
    ],
    price: [28000, 950000],
    colors: ['Brown', 'Grey', 'Black', 'Cream'],
    maxOptions: 3,
  },
];
