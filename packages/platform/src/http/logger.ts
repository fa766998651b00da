import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type Level,
  type Logger,
  type LoggerOptions,
  pino,
  stdSerializers,
} from 'pino';

export type LogFormat = 'auto' | 'json' | 'pretty';

const REDACTED = '[redacted]';

/**
 * Names of fields whose values are credentials wherever they appear in a logged object:
 * passwords, tokens of every kind (access, refresh, reset, confirmation), their hashes, secrets,
 * signatures, keys of APIs, cookies and authorization headers.
 */
const SENSITIVE_KEY =
  /pass(word|wd|phrase)?$|^pwd$|secret|token|authorization|cookie|api_?key|signature|hash|credential|private_?key|^otp$|^nonce$/i;
/** Whether a field or parameter of this name holds a credential, by the same rule as the scrubbing. */
export function isCredentialName(name: string): boolean {
  return SENSITIVE_KEY.test(name);
}

/** Query parameters that carry credentials (SSE tokens, verification links, signed downloads). */
const SENSITIVE_PARAM =
  /([?&](?:access_token|refresh_token|token|token_hash|apikey|api_key|code|signature|sig|password|secret)=)[^&#]*/gi;
/** Deeper than any object a handler logs on purpose; cycles and huge payloads stop here. */
const MAX_DEPTH = 8;

/** A URL with the values of credential-bearing query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SENSITIVE_PARAM, `$1${REDACTED}`);
}

/**
 * A copy of `value` with every credential-named field replaced, at any depth, and errors turned
 * into plain objects (pino's error serializer) so that their own fields and causes are scrubbed
 * too. Objects with nothing to hide come back as they were.
 */
export function scrubSecrets(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  // The serializer's result has a prototype of its own: spread it into a plain object to scrub it.
  if (value instanceof Error) return scrubSecrets({ ...stdSerializers.err(value) }, depth + 1);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const scrubbed = scrubSecrets(item, depth + 1);
      if (scrubbed !== item) {
        copy ??= [...value];
        copy[i] = scrubbed;
      }
    });
    return copy ?? value;
  }
  // Buffers, dates, streams and the like are left to pino's serialisation.
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const source = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(source)) {
    const item = source[key];
    let scrubbed: unknown;
    if (SENSITIVE_KEY.test(key) && item !== undefined && item !== null && item !== '') scrubbed = REDACTED;
    else if (key === 'url' && typeof item === 'string') scrubbed = redactUrl(item);
    else scrubbed = scrubSecrets(item, depth + 1);
    if (scrubbed !== item) {
      copy ??= { ...source };
      copy[key] = scrubbed;
    }
  }
  return copy ?? value;
}

/**
 * Where log lines go when no destination is given: readable lines (pino-pretty) for a person at
 * a terminal in development, JSON lines on stdout for everything else (production, CI, files).
 */
export function defaultDestination(
  format: LogFormat,
  nodeEnv: string | undefined,
  isTerminal = process.stdout.isTTY === true,
): DestinationStream | undefined {
  const pretty = format === 'pretty' || (format === 'auto' && isTerminal && nodeEnv !== 'production');
  if (!pretty) return undefined;
  try {
    // Loaded only here, so that a production install without it never needs it.
    const require = createRequire(import.meta.url);
    const prettyStream = require('pino-pretty') as typeof import('pino-pretty');
    return prettyStream({
      colorize: isTerminal,
      sync: true,
      translateTime: 'SYS:HH:MM:ss.l',
      // A request is one short line; the other fields of other lines stay printed below them.
      messageFormat:
        '{if service}[{service}] {end}{msg}{if statusCode} {method} {path} {statusCode} {durationMs} ms{end}',
      ignore: 'pid,hostname,service,correlationId,tenant,userId,method,route,path,statusCode,durationMs',
    });
  } catch {
    return undefined;
  }
}

/**
 * The process's pino logger; a service logs through a child carrying its name.
 * Credentials never reach the log: known header and field paths are redacted, and every logged
 * object is scrubbed of fields named like a credential at any depth (`scrubSecrets`).
 */
export function createLogger(
  service: string | undefined,
  level: string,
  destination?: DestinationStream,
): FastifyBaseLogger {
  const options: LoggerOptions = {
    level,
    base: service ? { service } : {},
    formatters: {
      log: (object) => scrubSecrets(object) as Record<string, unknown>,
      bindings: (bindings) => scrubSecrets(bindings) as Record<string, unknown>,
    },
    serializers: {
      // `scrubSecrets` has already serialised errors; a second pass would rename their type.
      err: (err: unknown) => (err instanceof Error ? stdSerializers.err(err) : err),
      // A token in the query string (SSE, verification links) must not reach the log.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
    // Only paths under fixed top-level keys: a wildcard (`*.password`) would have pino run the
    // redactor over the bindings of every child logger, one per request (2% of a cheap
    // request's CPU); fields named like credentials at any depth are `scrubSecrets`' job.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers.apikey',
        'req.headers["x-service-secret"]',
        'req.headers["x-razorpay-signature"]',
        'req.headers["x-erp-signature"]',
        'res.headers["set-cookie"]',
        // Driver errors that escaped the database module's rewrapping still keep their values out.
        'err.params',
        'err.parameters',
        'err.detail',
        'err.cause.params',
        'err.cause.detail',
      ],
      censor: REDACTED,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that can tell whether it writes at a level: pino's, and the request logger below. */
type LevelAware = FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>;

function isLevelAware(logger: FastifyBaseLogger): logger is LevelAware {
  return typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function';
}

/** Whether `logger` writes lines of `level`; true when it cannot tell. */
export function logsAt(logger: FastifyBaseLogger, level: Level): boolean {
  return isLevelAware(logger) ? logger.isLevelEnabled(level) : true;
}

type LogArgs = [obj: unknown, msg?: string, ...args: unknown[]];
type MakeChild = LevelAware['child'];

/**
 * A request's logger, whose pino child (the correlation id bound, serialised and scrubbed) is
 * made when the request first writes a line its level keeps.
 */
class RequestLogger implements LevelAware {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAware,
    private readonly makeChild: MakeChild,
    private readonly bindings: Bindings,
  ) {}

  private logger(): FastifyBaseLogger {
    this.made ??= this.makeChild.call(this.parent, this.bindings);
    return this.made;
  }

  /** The child when it exists or a line of `level` is kept; a line it would drop makes none. */
  private at(level: Level): FastifyBaseLogger | undefined {
    return this.made ?? (this.parent.isLevelEnabled(level) ? this.logger() : undefined);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.made ? logsAt(this.made, level as Level) : this.parent.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  fatal(...args: LogArgs): void {
    this.at('fatal')?.fatal(...args);
  }

  error(...args: LogArgs): void {
    this.at('error')?.error(...args);
  }

  warn(...args: LogArgs): void {
    this.at('warn')?.warn(...args);
  }

  info(...args: LogArgs): void {
    this.at('info')?.info(...args);
  }

  debug(...args: LogArgs): void {
    this.at('debug')?.debug(...args);
  }

  trace(...args: LogArgs): void {
    this.at('trace')?.trace(...args);
  }

  silent(): void {}
}

/**
 * The logger Fastify is given: `logger` as it is, except that the child Fastify asks of it for
 * each request is a `RequestLogger`, its pino child made only when the request writes a line its
 * level keeps. A pino child per request cost a cached read 2% of its CPU at a level that wrote
 * nothing of it. The logger inherits from `logger`, as pino's own children do, so its level and
 * bindings are the service's. (Fastify's `childLoggerFactory` option would do the same, but
 * Fastify then checks every request's logger for its methods, which cost most of the saving.)
 */
export function withRequestLoggers(logger: FastifyBaseLogger): FastifyBaseLogger {
  if (!isLevelAware(logger)) return logger;
  const root = Object.create(logger) as LevelAware;
  const makeChild = logger.child;
  // Fastify passes no options but these two (a route's `logLevel` and `logSerializers`).
  root.child = (bindings, options) =>
    options?.level === undefined && options?.serializers === undefined
      ? new RequestLogger(root, makeChild, bindings)
      : makeChild.call(root, bindings, options);
  return root;
}
