export const FIRST_NAMES = [
  'Adaeze', 'Chinedu', 'Ngozi', 'Emeka', 'Funmilayo', 'Tunde', 'Aisha', 'Ibrahim', 'Bisi', 'Segun',
  'Chiamaka', 'Obinna', 'Yetunde', 'Kelechi', 'Zainab', 'Musa', 'Ifeoma', 'Babajide', 'Amaka', 'Uche',
  'Halima', 'Sani', 'Temitope', 'Oluwaseun', 'Nneka', 'Ikechukwu', 'Efe', 'Osagie', 'Ese', 'Blessing',
  'Kemi', 'Damilola', 'Fatima', 'Abubakar', 'Chioma', 'Nkechi', 'Godwin', 'Precious', 'Ekaette', 'Bassey',
] as const;

export const LAST_NAMES = [
  'Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Eze', 'Ogunleye', 'Bello', 'Abdullahi', 'Nwosu', 'Adebayo',
  'Olawale', 'Chukwu', 'Ibekwe', 'Danjuma', 'Ojo', 'Okoro', 'Usman', 'Akinola', 'Obi', 'Lawal',
  'Edet', 'Etim', 'Igbinedion', 'Omoregie', 'Ogbonna', 'Yusuf', 'Afolabi', 'Nwachukwu', 'Okeke', 'Oyelaran',
] as const;

// Store names in the style of real Nigerian market shops; each gets a home city in round-robin order.
export const STORE_NAMES = [
  'Computer Village Gadgets', 'Lekki Luxe Boutique', 'Wuse Market Electronics', 'Garden City Phones',
  'Bodija Home Essentials', 'Kano Textiles Hub', 'Coal City Appliances', 'Benin Beauty Palace',
  'Kaduna Grains and More', 'Onitsha Main Market Wholesale', 'Ariaria Shoe Makers', 'Jos Fresh Farms',
  'Ilorin Kitchen World', 'Abeokuta Adire House', 'Uyo Tech Point', 'Calabar Carnival Fashion',
  'Owerri Auto Parts', 'Warri Power Solutions', 'Alaba Electronics Depot', 'Ikeja Laptop Centre',
  'Mama Nkechi Provisions', 'Balogun Fabrics', 'Trade Fair Home Store', 'Maitama Jewellers',
  'Port Harcourt Solar Hub', 'Dugbe Books and Stationery', 'Sabon Gari Beverages', 'Enugu Baby Corner',
  'Ring Road Furniture', 'Kaduna Sports Arena', 'Main Market Toys', 'Aba Made Leather',
  'Rayfield Organic Foods', 'Unity Road Gadgets', 'Kuto Cosmetics', 'Marina Games Lounge',
  'Eket Road Mart', 'Oron Road Interiors', 'Effurun Car Mart', 'Admiralty Way Styles',
  'Gwarinpa Gadget Store', 'Trans Amadi Supplies', 'Challenge Mega Mart', 'Kantin Kwari Fabrics',
  'Ogbete Market Deals', 'Uselu Phones and Accessories', 'Barnawa Kitchenware', 'Upper Iweka Spares',
  'Ngwa Road Wholesale', 'Terminus Market Beauty', 'Taiwo Road Electronics', 'Panseke Foods',
  'Ikot Ekpene Raffia Works', 'Marian Market Provisions', 'Douglas Road Tech', 'Airport Road Autos',
  'Chevron Drive Home', 'Ikoyi Premium Wines', 'Garki Office Supplies', 'Rumuola Fashion House',
  'Agodi Gate Furniture', 'Zoo Road Phones', 'Nike Lake Services', 'Sapele Road Motors',
] as const;

export const REVIEW_TEXT: Record<number, ReadonlyArray<readonly [string, string]>> = {
  5: [
    ['Original product', 'Exactly as described. Delivery to my house was fast and the seller called before coming.'],
    ['Worth every kobo', 'I have used it for two weeks now and no complaints at all. Will buy again.'],
    ['Very satisfied', 'Well packaged and arrived earlier than expected. The seller is trustworthy.'],
    ['Top notch', 'Quality is superb. My family loves it.'],
  ],
  4: [
    ['Good product', 'Works well. Delivery took a day longer than promised but the item is fine.'],
    ['Nice one', 'Good value for the price. Packaging could be better.'],
    ['Recommended', 'Does what it says. I would have given five stars if it came with a receipt.'],
  ],
  3: [
    ['Fair', 'It is okay for the price, nothing special.'],
    ['Average', 'The product is fine but the colour is slightly different from the picture.'],
  ],
  2: [
    ['Not impressed', 'Quality is lower than I expected. The seller replied my complaint though.'],
    ['Delivery delay', 'Took almost two weeks to get to Kaduna. Product itself is manageable.'],
  ],
  1: [
    ['Disappointed', 'Not what I ordered. I have asked for a return.'],
    ['Poor quality', 'Stopped working after three days.'],
  ],
};
