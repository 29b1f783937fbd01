/**
 * The OpenAPI document validates against the OpenAPI 3.1 specification (@readme/openapi-parser,
 * which also checks what the specification's schema does not: duplicate operation ids,
 * unresolvable references, component names), and describes each route with its scope.
 */
import { validate } from '@readme/openapi-parser';
import { PUBLIC_API_ROUTES } from '@idle/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';

describe('openApiDocument', () => {
  it('validates as OpenAPI 3.1 with no error or warning', async () => {
    // The validator dereferences in place: give it a copy.
    const result = await validate(structuredClone(openApiDocument()) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  it('names each route’s scope, its parameters and its answer schema', () => {
    const document = openApiDocument();
    for (const route of PUBLIC_API_ROUTES) {
      const operation = document.paths[route.path]?.get;
      expect(operation?.['x-required-scope']).toBe(route.scope);
      const names = Object.keys(route.params?.shape ?? {});
      const parameters = operation && 'parameters' in operation ? operation.parameters : [];
      expect(parameters.map((parameter) => parameter.name)).toEqual(names);
      const answer = operation?.responses['200'].content['application/json'].schema.$ref ?? '';
      expect(document.components.schemas).toHaveProperty(answer.split('/').pop() ?? '');
    }
  });

  it('fails validation when the document is broken (the check can fail)', async () => {
    const broken = structuredClone(openApiDocument()) as Record<string, unknown>;
    delete broken.info;
    const result = await validate(broken as never);
    expect(result.valid).toBe(false);
  });
});
