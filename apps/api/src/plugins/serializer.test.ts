import { mainStoreAnswer, productListAnswer } from '@oja/contract/catalog';
import { envelope } from '@oja/contract/envelope';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler, responseJsonSchema } from './serializer.ts';

const card = {
  uuid: '0b6f6f5e-3f43-4d0e-9a43-0e3c2e3b7a11',
  id: 7,
  slug: 'tecno-spark-10-7',
  name: 'Tecno Spark 10',
  type: 'product',
  brand: null,
  thumbnail: '/media/products/7.svg',
  selling_price: 85000,
  actual_price: 95000,
  vat_selling_price: 91375,
  vat_actual_price: 102125.5,
  quantity: 4,
  is_negotiable: false,
  location: { city: 'Ikeja', state: 'Lagos' },
  city: 'Ikeja',
  state: 'Lagos',
  url: '/product/tecno-spark-10-7',
  caption: 'Fast and bright',
  total_views: 1204,
  campaign_image: null,
  isSaved: true,
  category: { uuid: '5b1f7c57-6a0e-4b5e-8f0e-0f3a2c6f9d10', name: 'Phones' },
};

const serializerFor = (schema: z.ZodType, validate = false) =>
  compiledSerializerCompiler(validate)({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('the compiled response serializer', () => {
  it('writes what zod would: every contract field, nulls kept, nothing the contract does not name', () => {
    const schema = envelope(mainStoreAnswer);
    const answer = {
      status: 'success',
      message: 'Successful',
      data: { new_arrivals: [{ ...card, password_hash: 'never sent' }], flash_pick_of_the_day: [] },
    };
    const written = JSON.parse(serializerFor(schema)(answer));
    expect(written).toEqual(JSON.parse(JSON.stringify(schema.parse(answer))));
    expect(written.data.new_arrivals[0]).not.toHaveProperty('password_hash');
    expect(written.data.new_arrivals[0].brand).toBeNull();
  });

  it('refuses an answer that lacks a required field, as zod does', () => {
    const schema = envelope(productListAnswer);
    const { name: _, ...nameless } = card;
    const answer = {
      status: 'success',
      message: 'Successful',
      data: {
        data: [nameless],
        pagination: { page: 1, perPage: 20, total: 1, lastPage: 1 },
        next_cursor: null,
        total_capped: false,
      },
    };
    const whole = { ...answer, data: { ...answer.data, data: [card] } };
    expect(JSON.parse(serializerFor(schema)(whole)).data.data[0].name).toBe('Tecno Spark 10');
    expect(() => serializerFor(schema)(answer)).toThrow(/name/);
    expect(() => serializerFor(schema, true)(answer)).toThrow();
  });

  it('turns nullable fields into a type list, and leaves to zod what JSON Schema cannot say', () => {
    const json = responseJsonSchema(z.object({ note: z.string().nullable() }));
    expect(json?.properties).toEqual({ note: { type: ['string', 'null'] } });
    expect(responseJsonSchema(z.object({ at: z.date() }))).toBeNull();
    const dated = serializerFor(z.object({ at: z.date() }));
    expect(JSON.parse(dated({ at: new Date('2026-11-24T06:00:00Z') }))).toEqual({
      at: '2026-11-24T06:00:00.000Z',
    });
  });
});
