import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifySchema, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { useStorableDateFormats } from './formats.js';

type AjvServerOptions = NonNullable<FastifyServerOptions['ajv']>;
type RouteValidator = FastifySchemaCompiler<FastifySchema>;
type Pool = (externalSchemas: unknown, options: AjvServerOptions) => RouteValidator;
type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;

/**
 * Query strings, path parameters and headers carry only text, so their numbers, booleans and
 * repeated keys (`?tag=a&tag=b` or one `?tag=a` for a list) are read from it.
 */
export const textPartOptions = {
  customOptions: { allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: false },
  onCreate: useStorableDateFormats,
} satisfies AjvServerOptions;

/**
 * A JSON body carries its own types: `"12"` is not a number, `true` is not an amount and
 * `"red"` is not a list, so a body is validated exactly as sent.
 */
export const bodyOptions = {
  customOptions: { allErrors: true, coerceTypes: false, useDefaults: true, removeAdditional: false },
  onCreate: useStorableDateFormats,
} satisfies AjvServerOptions;

// Fastify's own factory: it keeps one Ajv per set of shared schemas and options. Its published
// type is the union of a validator and a serializer factory; what it returns is called with the
// route definition (`{schema, method, url, httpPart}`), as Fastify calls any validator compiler.
const pool = AjvCompiler() as unknown as Pool;

/** Validators chosen by request part: two Ajv instances, both with the shared schemas and formats. */
const validatorsByPart = (externalSchemas: unknown): RouteValidator => {
  const textParts = pool(externalSchemas, textPartOptions);
  const bodies = pool(externalSchemas, bodyOptions);
  return (route) => (route.httpPart === 'body' ? bodies(route) : textParts(route));
};

/** Fastify's `schemaController` option that installs them. */
export const validationController = {
  compilersFactory: {
    buildValidator: validatorsByPart as unknown as NonNullable<
      SchemaController['compilersFactory']
    >['buildValidator'],
  },
} satisfies SchemaController;
