import type * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';

export type JsonObject = Record<string, unknown>;

/**
 * A valibot schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), as the client sends or the
 * server writes it (the schema's input). Checks JSON Schema cannot say (a custom check, a
 * transform) are left out rather than failing the build; the call's own file says them in words.
 */
export function jsonSchemaOf(schema: v.GenericSchema): JsonObject {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as JsonObject;
  return rest;
}
