import fc from 'fast-check';

/** The parts of JSON Schema the OpenAPI document of our zod schemas uses. */
export type JsonSchema = {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
};

const safeRegex = (pattern: string) => {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
};

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  const regex = schema.pattern ? safeRegex(schema.pattern) : null;
  const sized = (s: string) =>
    s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (regex) {
    try {
      return fc.stringMatching(regex).filter(sized);
    } catch {
      // A pattern fast-check cannot build strings for: any short string will do.
    }
  }
  return fc.string({
    minLength: Math.max(1, schema.minLength ?? 0),
    maxLength: Math.min(schema.maxLength ?? 40, 40),
  });
}

/**
 * Values shaped as `schema` asks (types, enums, formats, patterns, ranges): the "almost right"
 * request each malformed case starts from, so a case breaks one thing and reaches past the rest.
 */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const value = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => valueFor(s, depth + 1)));
    switch (schema.type) {
      case 'string':
        return stringFor(schema);
      case 'integer': {
        const min = Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 0);
        return fc.integer({
          min,
          max: Math.max(min, Math.floor(Math.min(schema.maximum ?? 1000, 1_000_000))),
        });
      }
      case 'number': {
        const min = Math.ceil((schema.minimum ?? schema.exclusiveMinimum ?? 0) * 100);
        const max = Math.max(min, Math.floor(Math.min(schema.maximum ?? 10_000, 1_000_000) * 100));
        return fc
          .integer({ min, max })
          .map((n) => n / 100)
          .filter((n) => schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum);
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth > 3
          ? fc.constant([])
          : fc.array(valueFor(schema.items, depth + 1), {
              minLength: schema.minItems ?? 0,
              maxLength: Math.min(schema.maxItems ?? 3, 3),
            });
      case 'object':
        return objectFor(schema, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(value, { nil: null, freq: 8 }) : value;
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valueFor(s, depth + 1)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
}

/** What JSON type a schema accepts, so a value of another type can be chosen to break it. */
export function acceptedTypes(schema: JsonSchema): Set<string> {
  if (schema.anyOf) return new Set(schema.anyOf.flatMap((s) => [...acceptedTypes(s)]));
  const types = new Set<string>();
  if (schema.enum) for (const v of schema.enum) types.add(v === null ? 'null' : typeof v);
  if (schema.type === 'integer' || schema.type === 'number') types.add('number');
  else if (schema.type === 'array') types.add('array');
  else if (schema.type) types.add(schema.type);
  if (schema.nullable) types.add('null');
  return types;
}

export const jsonTypeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as string);
