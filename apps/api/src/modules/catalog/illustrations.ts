import * as mdi from '@mdi/js';

/**
 * What a catalogue picture shows: one drawing per kind of product, found from the product's name and
 * category. The drawings are 24x24 path data from Material Design Icons (@mdi/js, Apache-2.0, see
 * docs/decisions/0040), plus the few shapes that set lacks (a dress, trousers, a tin, a bottle of oil,
 * a carton) drawn here in the same grid. One path each keeps every picture to a couple of kilobytes.
 */

/** Shapes Material Design Icons does not have, drawn on its 24x24 grid and filled the same way. */
const OWN = {
  dress:
    'M9 2h1.6v3.2h2.8V2H15l-.4 4.2 1.3 2.1L20 20.6c-2.6 1.1-5.3 1.6-8 1.6s-5.4-.5-8-1.6L8.1 8.3l1.3-2.1z',
  trousers: 'M6 2h12l1.2 20h-5l-2.2-12.5L9.8 22h-5z',
  tin: 'M5 5.2C5 3.4 8.1 2 12 2s7 1.4 7 3.2v13.6c0 1.8-3.1 3.2-7 3.2s-7-1.4-7-3.2zm2 3.6v6.6c1.3.6 3 .9 5 .9s3.7-.3 5-.9V8.8c-1.3.6-3 .9-5 .9s-3.7-.3-5-.9z',
  oil: 'M10 2h4v2.2l1 1.3c2.3.6 4 2.6 4 5V20a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-9.5c0-2.4 1.7-4.4 4-5l1-1.3zm-3 10v6h10v-6z',
  carton: 'M3 7.5 12 3l9 4.5v10L12 22l-9-4.5zm2 1.7v7.1l6 3V12zm14 0L13 12v7.3l6-3z',
} as const;

const mdiPath = {
  phone: mdi.mdiCellphone,
  featurePhone: mdi.mdiCellphoneBasic,
  tablet: mdi.mdiTablet,
  earbuds: mdi.mdiEarbuds,
  headphones: mdi.mdiHeadphones,
  speaker: mdi.mdiSpeaker,
  soundbar: mdi.mdiTelevisionSpeaker,
  watch: mdi.mdiWatch,
  powerBank: mdi.mdiBatteryChargingHigh,
  charger: mdi.mdiPowerPlug,
  laptop: mdi.mdiLaptop,
  monitor: mdi.mdiMonitor,
  printer: mdi.mdiPrinter,
  mouse: mdi.mdiMouse,
  keyboard: mdi.mdiKeyboard,
  webcam: mdi.mdiWebcam,
  flashDrive: mdi.mdiUsbFlashDrive,
  disk: mdi.mdiHarddisk,
  sdCard: mdi.mdiMicroSd,
  tv: mdi.mdiTelevision,
  fan: mdi.mdiFan,
  radio: mdi.mdiRadio,
  console: mdi.mdiGamepadVariant,
  controller: mdi.mdiControllerClassic,
  gameDisc: mdi.mdiDisc,
  fridge: mdi.mdiFridge,
  freezer: mdi.mdiFridgeIndustrial,
  airConditioner: mdi.mdiAirConditioner,
  waterDispenser: mdi.mdiWaterBoiler,
  washingMachine: mdi.mdiWashingMachine,
  iron: mdi.mdiIron,
  generator: mdi.mdiGeneratorPortable,
  battery: mdi.mdiCarBattery,
  solarPanel: mdi.mdiSolarPanelLarge,
  paper: mdi.mdiNotebook,
  officeChair: mdi.mdiChairRolling,
  cabinet: mdi.mdiFileCabinet,
  whiteboard: mdi.mdiPresentation,
  socket: mdi.mdiPowerSocketUk,
  blender: mdi.mdiBlender,
  kettle: mdi.mdiKettle,
  toaster: mdi.mdiToasterOven,
  pot: mdi.mdiPotSteam,
  cooker: mdi.mdiStove,
  microwave: mdi.mdiMicrowave,
  cutlery: mdi.mdiSilverwareForkKnife,
  gasCylinder: mdi.mdiGasCylinder,
  mortar: mdi.mdiMortarPestle,
  mattress: mdi.mdiBedDouble,
  sofa: mdi.mdiSofa,
  desk: mdi.mdiDesk,
  dining: mdi.mdiTableChair,
  wardrobe: mdi.mdiWardrobe,
  chair: mdi.mdiSeat,
  tvStand: mdi.mdiDresser,
  sack: mdi.mdiSack,
  noodles: mdi.mdiNoodles,
  fish: mdi.mdiFish,
  produce: mdi.mdiFruitPineapple,
  soda: mdi.mdiBottleSoda,
  wine: mdi.mdiBottleWine,
  coffee: mdi.mdiCoffee,
  tea: mdi.mdiTea,
  engineOil: mdi.mdiOil,
  tyre: mdi.mdiTire,
  brake: mdi.mdiCarBrakeAbs,
  headlamp: mdi.mdiCarLightHigh,
  filter: mdi.mdiFilterVariant,
  vacuum: mdi.mdiVacuum,
  carSeat: mdi.mdiCarSeat,
  camera: mdi.mdiCamera,
  extinguisher: mdi.mdiFireExtinguisher,
  sneaker: mdi.mdiShoeSneaker,
  boot: mdi.mdiShoeCleat,
  heel: mdi.mdiShoeHeel,
  loafer: mdi.mdiShoeFormal,
  slipper: mdi.mdiShoeBallet,
  shirt: mdi.mdiTshirtCrew,
  handbag: mdi.mdiPurse,
  duffel: mdi.mdiBagCarryOn,
  headwrap: mdi.mdiHanger,
  necklace: mdi.mdiNecklace,
  ring: mdi.mdiRing,
  earrings: mdi.mdiDiamondStone,
  lotion: mdi.mdiLotion,
  spray: mdi.mdiSpray,
  lipstick: mdi.mdiLipstick,
  toothbrush: mdi.mdiToothbrushElectric,
  hairDryer: mdi.mdiHairDryer,
  wig: mdi.mdiFaceWomanShimmer,
  heartMonitor: mdi.mdiHeartPulse,
  glucometer: mdi.mdiDiabetes,
  babyCarSeat: mdi.mdiCarChildSeat,
  stroller: mdi.mdiBabyCarriage,
  bathtub: mdi.mdiBathtub,
  babyBottle: mdi.mdiBabyBottle,
  ball: mdi.mdiSoccer,
  dumbbell: mdi.mdiDumbbell,
  treadmill: mdi.mdiRunFast,
  yoga: mdi.mdiYoga,
  rope: mdi.mdiJumpRope,
  tableTennis: mdi.mdiTableTennis,
  boxing: mdi.mdiBoxingGlove,
  bricks: mdi.mdiToyBrick,
  toyCar: mdi.mdiCarSports,
  bicycle: mdi.mdiBicycle,
  dollHouse: mdi.mdiHomeHeart,
  boardGame: mdi.mdiDice5,
  book: mdi.mdiBookOpenPageVariant,
  stationery: mdi.mdiPencilRuler,
  basket: mdi.mdiBasket,
  gift: mdi.mdiGift,
  sale: mdi.mdiSale,
  sedan: mdi.mdiCarSide,
  suv: mdi.mdiCarEstate,
  hatchback: mdi.mdiCarHatchback,
  pickup: mdi.mdiCarPickup,
  minivan: mdi.mdiVanPassenger,
  // Services, by trade.
  cleaning: mdi.mdiBroom,
  makeup: mdi.mdiBrush,
  plumbing: mdi.mdiPipeWrench,
  pestControl: mdi.mdiBug,
  satellite: mdi.mdiSatelliteVariant,
  laundry: mdi.mdiTshirtCrew,
  website: mdi.mdiWeb,
  electrical: mdi.mdiFlash,
  tailoring: mdi.mdiNeedle,
  catering: mdi.mdiChefHat,
  tutoring: mdi.mdiSchool,
  tools: mdi.mdiTools,
  ...OWN,
} as const;

export type Kind = keyof typeof mdiPath;
export const KIND_PATHS: Readonly<Record<Kind, string>> = mdiPath;

/**
 * Where a device's screen is in its drawing ([x, y, width, height] on the 24 grid, or [cx, cy, r] for a
 * round watch face): it is lit like a real screen, so a phone reads as a phone and not as a frame.
 */
export const SCREENS: Partial<Record<Kind, readonly number[]>> = {
  phone: [7, 5, 10, 14],
  tablet: [5, 6, 14, 12],
  laptop: [4, 6, 16, 10],
  tv: [3, 5, 18, 12],
  monitor: [3, 4, 18, 12],
  watch: [12, 12, 6],
};

/** The shape of a verified service: a small badge in the corner of a trade's picture. */
export const BADGE_PATH = mdi.mdiCheckDecagram;

type Rule = readonly [RegExp, Kind];

/** Services are pictured by their trade. First match wins. */
const SERVICE_RULES: readonly Rule[] = [
  [/\bac\b|air ?condition/, 'airConditioner'],
  [/clean/, 'cleaning'],
  [/generator/, 'generator'],
  [/make-?up|beauty|hair/, 'makeup'],
  [/plumb/, 'plumbing'],
  [/fumigat|pest/, 'pestControl'],
  [/photo|video/, 'camera'],
  [/dstv|gotv|satellite|decoder/, 'satellite'],
  [/laundry|dry clean/, 'laundry'],
  [/solar|inverter/, 'solarPanel'],
  [/website|web design|software/, 'website'],
  [/electric|wiring/, 'electrical'],
  [/tailor|sewing/, 'tailoring'],
  [/cater|cook|chef/, 'catering'],
  [/tutor|lesson|waec|jamb/, 'tutoring'],
];

/** Cars are pictured by their body type, known from the model. */
const CAR_RULES: readonly Rule[] = [
  [/hilux|tacoma|navara|ranger|pick-?up|tundra/, 'pickup'],
  [/sienna|odyssey|hiace|previa|\bvan\b|bus/, 'minivan'],
  [
    /highlander|rav4|rx ?350|gx ?460|cr-v|pilot|glk|santa fe|venza|prado|land cruiser|4runner|tucson|\bsuv\b|jeep/,
    'suv',
  ],
  [/yaris|\bfit\b|golf|picanto|hatch|polo/, 'hatchback'],
];

/** Every other product, by words in its name; specific words come before general ones. */
const PRODUCT_RULES: readonly Rule[] = [
  [/blood pressure/, 'heartMonitor'],
  [/glucometer|glucose/, 'glucometer'],
  [/watch|g-shock|chronograph|a168/, 'watch'],
  [/earbud|freepods|airpods/, 'earbuds'],
  [/headphone|wh-1000/, 'headphones'],
  [/sound ?bar|hw-t/, 'soundbar'],
  [/speaker|partybox|xboom/, 'speaker'],
  [/jump starter/, 'battery'],
  [/power ?bank/, 'powerBank'],
  [/charger/, 'charger'],
  [/feature phone/, 'featurePhone'],
  [/ipad|\btab\b|tablet/, 'tablet'],
  [/phone|iphone|galaxy|spark|camon|pova|redmi|poco/, 'phone'],
  [/combo|foodstuff/, 'basket'],
  [/printer|laserjet/, 'printer'],
  [/keyboard/, 'keyboard'],
  [/mouse/, 'mouse'],
  [/webcam/, 'webcam'],
  [/dashcam/, 'camera'],
  [/flash drive/, 'flashDrive'],
  [/microsd|sd card/, 'sdCard'],
  [/\baio\b|ideacentre|desktop|monitor/, 'monitor'],
  [
    /macbook|laptop|notebook|pavilion|elitebook|victus|\b250 g|ideapad|thinkpad|legion|latitude|inspiron|xps/,
    'laptop',
  ],
  [/portable ssd|hard ?drive|\bhdd\b/, 'disk'],
  [/tv stand/, 'tvStand'],
  [/\btvs?\b|television|bravia|qled|uhd/, 'tv'],
  [/fan\b/, 'fan'],
  [/radio/, 'radio'],
  [/controller|dualsense|gamepad/, 'controller'],
  [/playstation|xbox|switch|console/, 'console'],
  [/\bfc \d|\bps5\b|\bgame\b/, 'gameDisc'],
  [/freezer/, 'freezer'],
  [/fridge|refrigerator/, 'fridge'],
  [/\bac\b|air ?condition/, 'airConditioner'],
  [/water dispenser/, 'waterDispenser'],
  [/washing machine/, 'washingMachine'],
  [/iron\b/, 'iron'],
  [/generator|spg\d|i better pass/, 'generator'],
  [/inverter|battery/, 'battery'],
  [/solar/, 'solarPanel'],
  [/paper|\bream\b/, 'paper'],
  [/swivel|office chair/, 'officeChair'],
  [/filing cabinet/, 'cabinet'],
  [/whiteboard/, 'whiteboard'],
  [/extension|socket/, 'socket'],
  [/vacuum/, 'vacuum'],
  [/blender|food processor|mixer|juice extractor/, 'blender'],
  [/kettle/, 'kettle'],
  [/toaster|air fryer/, 'toaster'],
  [/gas cooker|stove/, 'cooker'],
  [/microwave/, 'microwave'],
  [/cutlery/, 'cutlery'],
  [/gas cylinder/, 'gasCylinder'],
  [/mortar/, 'mortar'],
  [/pressure cooker|pot set|pots?\b|flask|kitchen starter/, 'pot'],
  [/dinner set|plates/, 'cutlery'],
  [/mattress|pillow/, 'mattress'],
  [/sofa|couch/, 'sofa'],
  [/desk/, 'desk'],
  [/dining/, 'dining'],
  [/wardrobe/, 'wardrobe'],
  [/car seat cover|seat covers/, 'carSeat'],
  [/baby car seat/, 'babyCarSeat'],
  [/chair/, 'chair'],
  [/engine oil|diesel oil|super 2000|delvac/, 'engineOil'],
  [/tyre|tire/, 'tyre'],
  [/brake/, 'brake'],
  [/headlamp|headlight/, 'headlamp'],
  [/filter/, 'filter'],
  [/extinguisher/, 'extinguisher'],
  [/diaper|pampers|molfix|baby dry|pants size|wipes/, 'carton'],
  [/stroller|walker/, 'stroller'],
  [/bath tub|bathtub/, 'bathtub'],
  [/formula|follow-on|feeding bottle/, 'babyBottle'],
  [/tomato paste|evaporated|milk|milo|cerelac|nido/, 'tin'],
  [/noodle|indomie|spaghetti|pasta/, 'noodles'],
  [/rice|semovita|semolina|flour|garri|beans|sugar|egusi|crayfish|salt/, 'sack'],
  [/vegetable oil|soya oil|palm oil|groundnut oil|beard/, 'oil'],
  [/stockfish|fish/, 'fish'],
  [/yam|plantain|fruit/, 'produce'],
  [/cubes|curry|seasoning/, 'carton'],
  [/nescaf|coffee/, 'coffee'],
  [/tea\b/, 'tea'],
  [/palm wine|wine|chapman/, 'wine'],
  [/coke|fanta|sprite|50cl|juice|zobo|kunu|drink/, 'soda'],
  [/football boots|predator|mercurial/, 'boot'],
  [/heels/, 'heel'],
  [/loafer|oxford|brogue/, 'loafer'],
  [/slipper|sandal/, 'slipper'],
  [/sneaker|samba|air force|air max|suede|ultraboost|trainers|shoe/, 'sneaker'],
  [/duffel|travel bag|backpack/, 'duffel'],
  [/handbag|purse|\bbag\b/, 'handbag'],
  [/joggers|chinos|trousers|jeans|shorts/, 'trousers'],
  [/gele|headwrap|scarf/, 'headwrap'],
  [/dress|iro and buba|kaftan|peplum|gown|abaya/, 'dress'],
  [/shirt|polo|hoodie|jersey|senator|agbada|dashiki|clothing set|top\b/, 'shirt'],
  [/necklace|chain|bead/, 'necklace'],
  [/earring/, 'earrings'],
  [/ring|band/, 'ring'],
  [/lipstick/, 'lipstick'],
  [/perfume|roll-on|deodorant|spray/, 'spray'],
  [/toothbrush/, 'toothbrush'],
  [/hair dryer/, 'hairDryer'],
  [/wig|hair/, 'wig'],
  [/lotion|cream|jelly|shea|soap|timewise/, 'lotion'],
  [/ball\b/, 'ball'],
  [/dumbbell|barbell/, 'dumbbell'],
  [/treadmill/, 'treadmill'],
  [/yoga/, 'yoga'],
  [/skipping|jump rope/, 'rope'],
  [/table tennis/, 'tableTennis'],
  [/boxing/, 'boxing'],
  [/lego|blocks|creative box|fire station/, 'bricks'],
  [/remote control car|toy car/, 'toyCar'],
  [/bicycle|bike/, 'bicycle'],
  [/doll/, 'dollHouse'],
  [/ludo|ayo|board game|chess/, 'boardGame'],
  [/stationery|school/, 'stationery'],
  [/hamper|bundle|gift/, 'gift'],
];

/** What a category is pictured by, and what its products are when no word in the name says more. */
export const CATEGORY_KINDS: Readonly<Record<string, Kind>> = {
  Deals: 'sale',
  'Health & Beauty': 'lipstick',
  'Phones & Tablets': 'phone',
  Electronics: 'tv',
  Fashion: 'dress',
  'Home & Office': 'fridge',
  Computing: 'laptop',
  Groceries: 'sack',
  'Baby Products': 'stroller',
  'Sporting Goods': 'ball',
  Gaming: 'controller',
  Automobile: 'tyre',
  Books: 'book',
  Furniture: 'sofa',
  Kitchen: 'blender',
  Beverages: 'soda',
  Jewellery: 'necklace',
  Toys: 'bricks',
  'Power & Solar': 'solarPanel',
  'Office Supplies': 'stationery',
  Services: 'tools',
  Cars: 'sedan',
};

const firstMatch = (rules: readonly Rule[], text: string) => rules.find(([re]) => re.test(text))?.[1];

/** The kind a product is drawn as: from its name, within its category's family. */
export function kindOf(name: string, category: string): Kind {
  const text = name.toLowerCase();
  const fallback = CATEGORY_KINDS[category] ?? 'gift';
  if (category === 'Services') return firstMatch(SERVICE_RULES, text) ?? fallback;
  if (category === 'Cars') return firstMatch(CAR_RULES, text) ?? fallback;
  if (category === 'Books') return 'book';
  return firstMatch(PRODUCT_RULES, text) ?? fallback;
}

/** Up to `max` different kinds named in a text (a campaign's headline), in the order they appear. */
export function kindsIn(text: string, max: number): Kind[] {
  const lower = text.toLowerCase();
  const found: Array<[number, Kind]> = [];
  for (const [re, kind] of [...CAR_RULES, ...PRODUCT_RULES]) {
    const at = lower.search(re);
    if (at >= 0 && !found.some(([, k]) => k === kind)) found.push([at, kind]);
  }
  return found
    .sort((a, b) => a[0] - b[0])
    .slice(0, max)
    .map(([, kind]) => kind);
}

/** Colour names the seed and vendors use, as the swatch a shopper would expect. */
const COLOUR_NAMES: Readonly<Record<string, string>> = {
  black: '#27272a',
  white: '#f4f4f5',
  blue: '#2563eb',
  'navy blue': '#1e3a8a',
  silver: '#a1a1aa',
  grey: '#6b7280',
  gray: '#6b7280',
  'space grey': '#52525b',
  green: '#16a34a',
  'emerald green': '#047857',
  purple: '#7c3aed',
  gold: '#d4a017',
  'rose gold': '#d9918a',
  midnight: '#1e293b',
  starlight: '#e9e2d0',
  red: '#dc2626',
  wine: '#7f1d1d',
  mustard: '#ca8a04',
  brown: '#7c4a1e',
  beige: '#d6c7a1',
  cream: '#efe6cf',
  pink: '#ec4899',
};

export const colourHex = (name: string): string | undefined => COLOUR_NAMES[name.trim().toLowerCase()];

/** What a shop's name says it sells; a shop whose name says nothing is pictured by its listings. */
const SHOP_RULES: readonly Rule[] = [
  [/car mart|motors|autos\b/, 'sedan'],
  [/auto parts|spares/, 'tyre'],
  [/solar|power/, 'solarPanel'],
  [/laptop|computer/, 'laptop'],
  [/phones?\b|gadget|tech\b/, 'phone'],
  [/electronics|appliance/, 'tv'],
  [/leather|shoe/, 'sneaker'],
  [/raffia/, 'handbag'],
  [/adire|fabric|textile|fashion|boutique|styles/, 'dress'],
  [/jewel/, 'necklace'],
  [/beauty|cosmetic/, 'lipstick'],
  [/kitchen/, 'blender'],
  [/furniture|interiors/, 'sofa'],
  [/books|stationery/, 'book'],
  [/office/, 'stationery'],
  [/baby/, 'stroller'],
  [/sports/, 'ball'],
  [/toys/, 'bricks'],
  [/games/, 'controller'],
  [/wines/, 'wine'],
  [/beverage/, 'soda'],
  [/grains|foods?\b|farms|provisions|wholesale|mart\b/, 'basket'],
  [/deals/, 'sale'],
  [/services/, 'tools'],
  [/home/, 'sofa'],
];

export const shopKind = (storeName: string): Kind | undefined =>
  firstMatch(SHOP_RULES, storeName.toLowerCase());
