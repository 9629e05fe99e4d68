import { z } from 'zod';
import { nairaAmount } from './amounts.ts';
import {
  CHECKOUT_DELIVERY_METHODS,
  type CheckoutDeliveryMethod,
  DEFAULT_DELIVERY_METHOD,
} from './constants.ts';

/** Delivery regions and towns as the logistics provider (CourierPlus) names them. */

export const stateOption = z.object({
  station_description: z.string(),
  station_code: z.string(),
});
export type StateOption = z.infer<typeof stateOption>;

/** GET logistics/states */
export const statesAnswer = z.array(stateOption);
export type StatesAnswer = z.infer<typeof statesAnswer>;

/** Town codes and ids are text: the provider's ids are opaque and may carry leading zeros. */
export const cityOption = z.object({
  deliverytowncode: z.string(),
  deliverytownid: z.string(),
  name: z.string(),
});
export type CityOption = z.infer<typeof cityOption>;

/** GET logistics/{state_code}/cities */
export const citiesAnswer = z.array(cityOption);
export type CitiesAnswer = z.infer<typeof citiesAnswer>;

export const stateCodeParams = z.object({
  state_code: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type StateCodeParams = z.infer<typeof stateCodeParams>;

export const courierOption = z.object({
  courier_id: z.string(),
  courier_name: z.string(),
  courier_image: z.string().nullable(),
  /** What the shopper pays for delivery with this courier. */
  total: nairaAmount,
  delivery_eta_time: z.string(),
  amount: nairaAmount,
  name: z.string(),
  /** One date, or a first and last date; shown with deliveryDateText() of checkout.ts. */
  delivery_date_info: z.object({ estimated_delivery_date: z.array(z.string()).min(1).max(2) }),
});
export type CourierOption = z.infer<typeof courierOption>;

/** GET logistics/couriers: options for the caller's cart (customer or guest) to the chosen town. */
export const courierOptionsQuery = z.object({
  town_id: z.string().trim().min(1).max(50),
  station_code: z.string().trim().min(1).max(20),
  /** Door Delivery prices every courier; CourierPlus pickup only CourierPlus, at a station. */
  delivery_method: z
    .enum(CHECKOUT_DELIVERY_METHODS)
    .default(DEFAULT_DELIVERY_METHOD as CheckoutDeliveryMethod),
});
export type CourierOptionsQuery = z.infer<typeof courierOptionsQuery>;

export const courierOptionsAnswer = z.array(courierOption);
export type CourierOptionsAnswer = z.infer<typeof courierOptionsAnswer>;
