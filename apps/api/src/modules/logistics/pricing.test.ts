import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { VENDORS } from '../../db/seed/data/vendors.ts';
import { insertLogistics } from '../../db/seed/reference.ts';
import { createTestDatabase } from '../../test/database.ts';
import {
  type CourierRate,
  chargeableKg,
  etaText,
  packageAmountKobo,
  priceCouriers,
  quoteCouriers,
  toCourierOption,
} from './pricing.ts';
import { deliveryReference } from './reference.ts';

const rate = (code: string, over: Partial<CourierRate> = {}): CourierRate => ({
  id: 1,
  code,
  name: code.toUpperCase(),
  image: `/media/couriers/${code}.svg`,
  baseFeeKobo: 250_000,
  perKgKobo: 30_000,
  etaDaysMin: 2,
  etaDaysMax: 4,
  ...over,
});

// Friday 27 November 2026, 10:00 in Lagos.
const FRIDAY = new Date('2026-11-27T09:00:00Z');

describe('package price', () => {
  it('charges whole kilograms, rounded up, at least one', () => {
    expect([0, 1, 999, 1000, 1001, 1999, 2000, 2001, 35_000].map(chargeableKg)).toEqual([
      1, 1, 1, 1, 2, 2, 2, 3, 35,
    ]);
  });

  it('is base + per kg × kg, plus half the base across a state line', () => {
    const gig = rate('gig');
    expect(packageAmountKobo(gig, 1500, false)).toBe(250_000 + 2 * 30_000);
    expect(packageAmountKobo(gig, 1500, true)).toBe(250_000 + 2 * 30_000 + 125_000);
    // Half an odd base rounds half away from zero, to whole kobo.
    expect(packageAmountKobo(rate('odd', { baseFeeKobo: 1001, perKgKobo: 0 }), 100, true)).toBe(1001 + 501);
  });
});

describe('eta', () => {
  it('says the eta in working days', () => {
    expect(etaText([2, 4])).toBe('2 - 4 working days');
    expect(etaText([1, 1])).toBe('1 working day');
    expect(etaText([3, 3])).toBe('3 working days');
  });
});

describe('priceCouriers', () => {
  const gig = rate('gig', { id: 1 });
  const kwik = rate('kwik', { id: 2, baseFeeKobo: 180_000, perKgKobo: 25_000, etaDaysMin: 1, etaDaysMax: 2 });
  const plus = rate('courier_plus', {
    id: 3,
    baseFeeKobo: 200_000,
    perKgKobo: 30_000,
    etaDaysMin: 2,
    etaDaysMax: 6,
  });
  const rates = [gig, kwik, plus];

  it('prices a same-state package with 7.5% VAT, cheapest first', () => {
    const quotes = priceCouriers(
      rates,
      [{ originStationCode: 'LA', weightGrams: 1500 }],
      'LA',
      'door_delivery',
      FRIDAY,
    );
    expect(quotes.map((q) => q.courier.code)).toEqual(['kwik', 'courier_plus', 'gig']);
    const [k, p, g] = quotes;
    expect(k).toEqual({
      courier: { id: 2, code: 'kwik', name: 'KWIK', image: '/media/couriers/kwik.svg' },
      packages: [{ amountKobo: 230_000, feeKobo: 247_250 }],
      amountKobo: 230_000,
      totalKobo: 247_250,
      etaDays: [1, 2],
      deliveryDates: ['2026-11-30', '2026-12-01'],
      etaText: '1 - 2 working days',
    });
    expect(p!.packages).toEqual([{ amountKobo: 260_000, feeKobo: 279_500 }]);
    expect(g!.packages).toEqual([{ amountKobo: 310_000, feeKobo: 333_250 }]);
    expect(g!.deliveryDates).toEqual(['2026-12-01', '2026-12-03']);
  });

  it('adds half the base and a day to both bounds across a state line', () => {
    const [k] = priceCouriers(
      [kwik],
      [{ originStationCode: 'KN', weightGrams: 1000 }],
      'LA',
      'door_delivery',
      FRIDAY,
    );
    // 180,000 + 25,000 + 90,000 = 295,000; VAT 22,125.
    expect(k!.packages).toEqual([{ amountKobo: 295_000, feeKobo: 317_125 }]);
    expect(k!.etaDays).toEqual([2, 3]);
    expect(k!.deliveryDates).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('prices each package apart and sums them; the latest package sets the dates', () => {
    const [g] = priceCouriers(
      [gig],
      [
        { originStationCode: 'LA', weightGrams: 2500 },
        { originStationCode: null, weightGrams: 200 },
      ],
      'LA',
      'door_delivery',
      FRIDAY,
    );
    // 250,000 + 3 × 30,000 = 340,000 (VAT 25,500); 250,000 + 30,000 + 125,000 = 405,000 (VAT 30,375).
    expect(g!.packages).toEqual([
      { amountKobo: 340_000, feeKobo: 365_500 },
      { amountKobo: 405_000, feeKobo: 435_375 },
    ]);
    expect(g!.amountKobo).toBe(745_000);
    expect(g!.totalKobo).toBe(800_875);
    expect(g!.etaDays).toEqual([3, 5]);
    expect(g!.deliveryDates).toEqual(['2026-12-02', '2026-12-04']);
  });

  it('offers only CourierPlus for pickup, at 70% of its door price', () => {
    const quotes = priceCouriers(
      rates,
      [{ originStationCode: 'LA', weightGrams: 1500 }],
      'LA',
      'courier_plus',
      FRIDAY,
    );
    expect(quotes).toHaveLength(1);
    // Door: 200,000 + 2 × 30,000 = 260,000; pickup 182,000; VAT 13,650.
    expect(quotes[0]!.packages).toEqual([{ amountKobo: 182_000, feeKobo: 195_650 }]);
    expect(quotes[0]!.totalKobo).toBe(195_650);
    expect(quotes[0]!.etaText).toBe('2 - 6 working days');
  });

  it('rounds VAT half up to whole kobo, and gives one date when the bounds agree', () => {
    const tiny = rate('tiny', { baseFeeKobo: 10, perKgKobo: 10, etaDaysMin: 3, etaDaysMax: 3 });
    const [q] = priceCouriers(
      [tiny],
      [{ originStationCode: 'LA', weightGrams: 1 }],
      'LA',
      'door_delivery',
      FRIDAY,
    );
    // 20 kobo × 7.5% = 1.5 kobo: 2.
    expect(q!.packages).toEqual([{ amountKobo: 20, feeKobo: 22 }]);
    expect(q!.deliveryDates).toEqual(['2026-12-02']);
    expect(q!.etaText).toBe('3 working days');
  });

  it('has nothing to quote for no packages', () => {
    expect(priceCouriers(rates, [], 'LA', 'door_delivery', FRIDAY)).toEqual([]);
  });
});

describe('quoteCouriers on the seeded couriers and regions', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: false });
    await insertLogistics(handle.db);
  });
  afterAll(() => handle.close());

  it('maps every seeded vendor state to a region, the FCT included', async () => {
    const { stationOf, stateOf } = await deliveryReference(handle.db);
    expect(stateOf(' la ')?.stationCode).toBe('LA');
    expect(stateOf('XX')).toBeNull();
    for (const { state } of VENDORS) expect(stationOf(state), state).not.toBeNull();
    expect(stationOf('FCT')).toBe('FC');
    expect(stationOf('Abuja')).toBe('FC');
    expect(stationOf('F.C.T.')).toBe('FC');
    expect(stationOf('Federal Capital Territory')).toBe('FC');
    expect(stationOf('Lagos State')).toBe('LA');
    expect(stationOf('akwa-ibom')).toBe('AK');
    expect(stationOf('Cross River State')).toBe('CR');
    expect(stationOf('Atlantis')).toBeNull();
  });

  it('prices a vendor in the FCT to an FCT town as same-state', async () => {
    const quotes = await quoteCouriers(handle.db, {
      packages: [{ vendorState: 'FCT', weightGrams: 1000 }],
      destinationStationCode: 'FC',
      deliveryMethod: 'door_delivery',
      now: FRIDAY,
    });
    expect(quotes.map((q) => [q.courier.code, q.amountKobo, q.totalKobo])).toEqual([
      ['kwik', 205_000, 220_375],
      ['courier_plus', 230_000, 247_250],
      ['redstar', 255_000, 274_125],
      ['gig', 280_000, 301_000],
      ['dhl', 730_000, 784_750],
    ]);
    expect(quotes[0]!.etaDays).toEqual([1, 2]);
  });

  it('prices a Lagos vendor to the FCT as interstate', async () => {
    const [kwik] = await quoteCouriers(handle.db, {
      packages: [{ vendorState: 'Lagos', weightGrams: 1000 }],
      destinationStationCode: 'FC',
      deliveryMethod: 'door_delivery',
      now: FRIDAY,
    });
    expect(kwik!.courier.code).toBe('kwik');
    expect(kwik!.amountKobo).toBe(205_000 + 90_000);
    expect(kwik!.etaDays).toEqual([2, 3]);
  });

  it('gives CourierPlus pickup only, at 70%', async () => {
    const quotes = await quoteCouriers(handle.db, {
      packages: [{ vendorState: 'Lagos', weightGrams: 4200 }],
      destinationStationCode: 'LA',
      deliveryMethod: 'courier_plus',
      now: FRIDAY,
    });
    // Door: 200,000 + 5 × 30,000 = 350,000; pickup 245,000; VAT 18,375.
    expect(quotes.map((q) => [q.courier.code, q.amountKobo, q.totalKobo])).toEqual([
      ['courier_plus', 245_000, 263_375],
    ]);
    expect(toCourierOption(quotes[0]!)).toEqual({
      courier_id: 'courier_plus',
      courier_name: 'CourierPlus',
      courier_image: '/media/couriers/courier_plus.svg',
      amount: 2450,
      total: 2633.75,
      delivery_eta_time: '2 - 6 working days',
      name: 'CourierPlus',
      delivery_date_info: { estimated_delivery_date: ['2026-12-01', '2026-12-07'] },
    });
  });

  it('refuses an unknown destination region with a 422', async () => {
    await expect(
      quoteCouriers(handle.db, {
        packages: [{ vendorState: 'Lagos', weightGrams: 1000 }],
        destinationStationCode: 'XX',
        deliveryMethod: 'door_delivery',
      }),
    ).rejects.toMatchObject({ statusCode: 422, errors: { station_code: ['Please select your region!'] } });
  });
});
