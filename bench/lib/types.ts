import type { Db } from '@platform/kernel/db';
import type { CpuPerRequest } from './cpu.js';

/**
 * One request autocannon sends. In `path` and `body`, `{{seq}}` becomes a number counting up
 * from the load run's `sequenceStart` (a row nobody has touched yet) and `{{random:N}}` a
 * random integer in 1..N, so that a request list stays plain data for the load process.
 */
export interface LoadRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export interface LoadOptions {
  readonly connections?: number;
  readonly durationSeconds?: number;
}

/** What every scenario and baseline reports, whatever it drives. */
export interface Measurement {
  /** `ms`: a duration measured a few times (start times); p50 and p99 hold the median and the slowest. */
  readonly unit: 'req/s' | 'events/s' | 'tx/s' | 'ms';
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly total: number;
  /** VmHWM of the process under test, in KiB; absent when it is not a separate process. */
  readonly peakRssKb?: number;
  /** CPU per request while it was measured: every process, the server, PostgreSQL. */
  readonly cpu?: CpuPerRequest;
  readonly notes?: readonly string[];
  /** Figures judged against the targets the project set for them (the web pages' audits). */
  readonly targets?: readonly TargetCheck[];
}

/**
 * One figure against its target: printed under "Targets" and kept in the results file. Without
 * `target`, a figure recorded beside the others (the API's course read beside the web page).
 */
export interface TargetCheck {
  readonly what: string;
  readonly figure: number;
  /** `x` (a ratio), `s`, `ms`, `KiB`, `score`, `req/s`. */
  readonly unit: string;
  readonly bound?: 'atMost' | 'atLeast';
  readonly target?: number;
}

/** Whether a scenario is judged against the read or the write floor. */
export type Shape = 'read' | 'write';

export interface SeedContext {
  /** The service's own database (its migrations have run), PGlite or PostgreSQL. */
  readonly db: Db;
}

export interface RequestContext {
  /** `http://127.0.0.1:<port>` of the service under test. */
  readonly baseUrl: string;
  readonly superAdmin: { readonly email: string; readonly password: string };
  /** The data size being measured, when the scenario declares `dataSizes`. */
  readonly size: number | undefined;
  /** `http://127.0.0.1:<port>` of each peer the scenario declared, by service name. */
  readonly peers: Readonly<Record<string, string>>;
}

/**
 * Other requests measured on the same running service and data right after the scenario's own,
 * at each size: two callers of the same read side by side (the super-admin and a product's
 * administrator), free of the differences between two processes and two seeds.
 */
export interface HttpVariant {
  readonly name: string;
  readonly description: string;
  readonly compareWith?: HttpScenario['compareWith'];
  readonly recordServerCpu?: string;
  requests(ctx: RequestContext): Promise<LoadRequest | readonly LoadRequest[]>;
}

/**
 * A load scenario against one compiled service (`services/<service>/dist/main.js`). The
 * runner starts the service, calls `seed` (once per size; it must bring the data up to
 * `size` rows, keeping what an earlier size inserted; once, with size 0, for a scenario without
 * sizes), warms up, then measures `requests`.
 */
export interface HttpScenario {
  readonly kind: 'http';
  readonly name: string;
  /** A service of `services/`, or a web app of `WEB_APPS` (`web`, `bare-kit`). */
  readonly service: string;
  readonly shape: Shape;
  readonly description: string;
  /** Measured at each size in turn: the growth table shows whether cost rises with the data. */
  readonly dataSizes?: readonly number[];
  /** Extra environment of the service (raised rate limits). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * Services started first, beside it on the same database server (`identity` for a scenario
   * that needs tokens); the service under test gets each one's URL as `<NAME>_URL`.
   */
  readonly peers?: readonly string[];
  /** Extra environment of a peer, by name (raised rate limits on the service a web app calls). */
  readonly peerEnv?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The peer whose database `seed` fills, for a process under test that has none (a web app). */
  readonly seedOn?: string;
  /**
   * Scenarios of the same run whose rate this one's is divided by (the web page by the bare
   * SvelteKit route), each with the least ratio it must reach, or none to show it beside.
   */
  readonly compareWith?: readonly { readonly scenario: string; readonly atLeast?: number }[];
  readonly load?: LoadOptions;
  /**
   * Prints the server's CPU time per request under "Targets" with this label, as a figure
   * recorded beside the others (what one uncached render costs the web process).
   */
  readonly recordServerCpu?: string;
  /** Measured after the scenario's own requests, each printed as a scenario of its own. */
  readonly variants?: readonly HttpVariant[];
  /**
   * The bare route this scenario's rate is divided by (one of its `compareWith`), started beside
   * it on the same peers and data and measured in turn with it, a round each at a time: the
   * machine's speed drifts by a fifth from one minute to the next, and two servers measured a
   * minute apart carried that drift into their ratio. Printed as a run of its own, under its name.
   */
  readonly alongside?: HttpScenario;
  seed?(ctx: SeedContext, size: number): Promise<void>;
  requests(ctx: RequestContext): Promise<LoadRequest | readonly LoadRequest[]>;
}

export interface ProcessScenarioContext {
  /** PostgreSQL URL of the run's scratch database, or undefined for PGlite. */
  readonly databaseUrl: string | undefined;
  /** A fresh folder the scenario may use for PGlite. */
  readonly dataDir: string;
  readonly amqpUrl: string | undefined;
}

/** A scenario that measures something other than HTTP, in a process of its own. */
export interface ProcessScenario {
  readonly kind: 'process';
  readonly name: string;
  readonly shape: Shape;
  readonly description: string;
  /** Measures durations, which no baseline divides: a run of only such scenarios skips the baselines. */
  readonly withoutBaselines?: boolean;
  /** Answers why the scenario cannot run here, or undefined when it can. */
  unavailable?(ctx: ProcessScenarioContext): Promise<string | undefined>;
  measure(ctx: ProcessScenarioContext): Promise<Measurement>;
}

export type Scenario = HttpScenario | ProcessScenario;
