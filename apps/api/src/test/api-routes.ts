import type { FastifyInstance } from 'fastify';

export const API_PREFIX = '/api/v1';
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type JsonSchema = Record<string, unknown>;
export type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: Array<{
    name: string;
    in: 'path' | 'query' | 'header';
    required?: boolean;
    schema: JsonSchema;
  }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Partial<Record<string, Operation>>> };

/** The OpenAPI document the server serves at /api/docs/json (generated from the routes' schemas). */
export async function openApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`no OpenAPI document: ${res.statusCode}`);
  return res.json() as OpenApiDocument;
}

export type ApiRoute = { key: string; method: string; path: string; operation: Operation };

/** Every API call of the document, keyed `METHOD /path/{param}` without the /api/v1 prefix. */
export function apiRoutes(doc: OpenApiDocument): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const [fullPath, operations] of Object.entries(doc.paths)) {
    if (!fullPath.startsWith(`${API_PREFIX}/`)) continue;
    const path = fullPath.slice(API_PREFIX.length);
    for (const method of HTTP_METHODS) {
      const operation = operations[method];
      if (operation) routes.push({ key: `${method.toUpperCase()} ${path}`, method, path, operation });
    }
  }
  return routes;
}
