import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docsContentSecurityPolicy } from '../http/security-headers';

export const docsPath = '/api/docs';

/** The schemas the document names (its components), by their ids. */
let documentedSchemas: z.core.$ZodRegistry<z.core.GlobalMeta> = z.globalRegistry;

/**
 * Keeps the schemas registered so far, the API's own contract, as the ones the document names.
 * Called before the page renderer loads: it carries its own copy of the contract, whose schemas
 * register the same ids in zod's registry, which every copy of zod in the process shares, and the
 * document would otherwise meet two different schemas under one id.
 */
export function keepDocumentedSchemas(): void {
  const kept = z.registry<z.core.GlobalMeta>();
  for (const schema of z.globalRegistry._idmap.values()) {
    const meta = z.globalRegistry.get(schema);
    if (meta) kept.add(schema, meta);
  }
  documentedSchemas = kept;
}

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '견적마켓 API',
        description:
          '모든 응답은 `{ status_code, message, data }` 형태입니다. `/v2/`로 시작하는 경로는 `/api/v2/` 아래, 나머지는 `/api/v1/` 아래에 있습니다.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: documentedSchemas }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: documentedSchemas }),
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: docsPath,
    // Runs in the plugin's own scope, so only the docs' answers get the relaxed policy.
    transformStaticCSP: () => docsContentSecurityPolicy,
  });
}
