import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { docsContentSecurityPolicy } from '../http/security-headers';

export const docsPath = '/api/docs';

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
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: docsPath,
    // Runs in the plugin's own scope, so only the docs' answers get the relaxed policy.
    transformStaticCSP: () => docsContentSecurityPolicy,
  });
}
