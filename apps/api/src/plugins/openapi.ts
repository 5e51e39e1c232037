import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Each operation names the key of the permission table it needs (`x-permission`): the
 * reader of the API docs sees who may call it, and the positions test walks the document
 * against the table without a second list.
 */
const withPermission = (input: TransformInput) => {
  const result = jsonSchemaTransform(input);
  const config = (input.route.config ?? {}) as { permission?: string; public?: boolean };
  if (result.schema?.hide) return result;
  const access = config.public ? 'public' : config.permission;
  return access ? { ...result, schema: { ...result.schema, 'x-permission': access } } : result;
};

export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Prapa API',
        version: '0.1.0',
        description: 'Back office of Thai tap-water utilities',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: withPermission,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
};
