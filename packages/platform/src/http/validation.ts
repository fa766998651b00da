import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifySchema, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { useStorableDateFormats } from './formats.js';

type AjvServerOptions = NonNullable<FastifyServerOptions['ajv']>;
type RouteValidator = FastifySchemaCompiler<FastifySchema>;
type Validate = ReturnType<RouteValidator>;
type Pool = (externalSchemas: unknown, options: AjvServerOptions) => RouteValidator;
type Serialize = (data: unknown) => string;
type SerializerFactory = (externalSchemas: unknown, options: unknown) => (route: unknown) => Serialize;
type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type Factories = NonNullable<SchemaController['compilersFactory']>;

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

// Fastify's own factories. The validator pool keeps one Ajv per set of shared schemas and
// options, across every app of the process (the all-in-one start builds six). Its published
// type is the union of a validator and a serializer factory; what it returns is called with the
// route definition (`{schema, method, url, httpPart}`), as Fastify calls any validator compiler.
const pool = AjvCompiler() as unknown as Pool;
const serializers = SerializerSelector() as unknown as SerializerFactory;

/**
 * Compilers not yet run. Compiling every route's validators and response serialisers is a
 * quarter of a start's work, so each is compiled when its route is first called, or by
 * `compileWaiting` once the listeners are up.
 */
const waiting = new Set<() => unknown>();

function once<T>(compile: () => T): () => T {
  let compiled: T | undefined;
  const get = (): T => {
    if (compiled === undefined) {
      compiled = compile();
      waiting.delete(get);
    }
    return compiled;
  };
  waiting.add(get);
  return get;
}

/** A validator compiled on its first use; Fastify reads `errors` (and `schemaEnv`) from it. */
function lazyValidator(compile: () => Validate): Validate {
  const get = once(compile);
  const validate = (data: unknown, context?: unknown) => {
    const compiled = get() as Validate & ((data: unknown, context?: unknown) => ReturnType<Validate>);
    const result = compiled(data, context);
    validate.errors = compiled.errors;
    return result;
  };
  validate.errors = undefined as Validate['errors'];
  Object.defineProperty(validate, 'schemaEnv', { get: () => (get() as { schemaEnv?: unknown }).schemaEnv });
  return validate;
}

/** Validators chosen by request part: two Ajv instances, both with the shared schemas and formats. */
const validatorsByPart = (externalSchemas: unknown): RouteValidator => {
  const textParts = pool(externalSchemas, textPartOptions);
  const bodies = pool(externalSchemas, bodyOptions);
  return (route) => lazyValidator(() => (route.httpPart === 'body' ? bodies(route) : textParts(route)));
};

const lazySerializers: SerializerFactory = (externalSchemas, options) => {
  const build = serializers(externalSchemas, options);
  return (route) => {
    const get = once(() => build(route));
    return (data) => get()(data);
  };
};

/** Fastify's `schemaController` option that installs them. */
export const validationController = {
  compilersFactory: {
    buildValidator: validatorsByPart as unknown as Factories['buildValidator'],
    buildSerializer: lazySerializers as unknown as Factories['buildSerializer'],
  },
} satisfies SchemaController;

/**
 * Compiles every validator and serialiser not yet used, one per turn of the event loop, so
 * that requests arriving meanwhile wait for one compilation at most. A schema that does not
 * compile is reported to `onError` (its route would answer 500).
 */
export async function compileWaiting(onError: (err: unknown) => void): Promise<number> {
  let count = 0;
  for (const compile of [...waiting]) {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      compile();
      count += 1;
    } catch (err) {
      waiting.delete(compile);
      onError(err);
    }
  }
  return count;
}
