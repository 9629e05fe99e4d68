import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as `type: [X's type, 'null']`: fast-json-stringify
 * writes a type list directly, where an anyOf costs a schema validation per value to pick the branch.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((branch) => branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt !== -1 && other && typeof other.type === 'string' && other.anyOf === undefined) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** A zod response schema as the JSON Schema fast-json-stringify compiles, or null when it has no such form. */
export function responseJsonSchema(schema: ZodType): JsonSchema | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    const { $schema: _, ...rest } = simplify(json) as JsonSchema;
    return rest;
  } catch {
    return null;
  }
}

/**
 * Responses are written by a serializer compiled from each route's zod response schema (through its
 * JSON Schema, by fast-json-stringify, Fastify's own): like zod's it writes only the properties the
 * contract names and refuses an answer missing a required one, at a fraction of the cost of a zod
 * parse of every card of a list (ADR 0014). With `validate` (tests and development) each answer is
 * also checked against the zod schema first, so a route that drifts from the contract fails there
 * with the field that is wrong. A schema JSON Schema cannot say (a transform) keeps zod's serializer.
 */
export function compiledSerializerCompiler(validate: boolean): FastifySerializerCompiler<ZodType> {
  const zodCompiler = zodSerializerCompiler as unknown as FastifySchemaCompiler<ZodType>;
  return (route) => {
    const zod = zodCompiler(route) as (data: unknown) => string;
    const json = responseJsonSchema(route.schema);
    if (!json) return zod;
    const stringify = fastJson(json, { rounding: 'trunc' });
    if (!validate) return (data) => stringify(data);
    return (data) => {
      zod(data);
      return stringify(data);
    };
  };
}
