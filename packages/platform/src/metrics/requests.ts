/**
 * The HTTP request metrics of every listener of the process, kept in plain records and written as
 * Prometheus text at scrape, after the registry's. Through prom-client each request took four
 * updates of labelled metrics, each checking its labels and hashing them into a new string: on a
 * cached read that was more CPU than the rest of the kernel's per-request work. Here a request
 * costs three map lookups and a few additions.
 */

/** Seconds; from a cached read to a slow report. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The requests of one label set (listener, method, route pattern, status). */
interface Tally {
  /** The label set as the exposition writes it, made once. */
  readonly labels: string;
  count: number;
  sum: number;
  /** Observations per bucket of `LATENCY_BUCKETS`, each counted once (not cumulative). */
  readonly buckets: number[];
}

/** One listener's requests: those in flight, and the answered by route, method and status. */
export interface ListenerRequests {
  /** A request arrived. */
  arrived(): void;
  /** A request that arrived has been answered or abandoned. */
  left(): void;
  /** Counts an answer (or an abandoned request) and how long it took. */
  answered(method: string, route: string, statusCode: number, seconds: number): void;
}

class Listener implements ListenerRequests {
  inFlight = 0;
  /** Route pattern → method → status code. */
  readonly tallies = new Map<string, Map<string, Map<number, Tally>>>();

  constructor(readonly service: string) {}

  arrived(): void {
    this.inFlight++;
  }

  left(): void {
    this.inFlight--;
  }

  answered(method: string, route: string, statusCode: number, seconds: number): void {
    const tally = this.tally(method, route, statusCode);
    tally.count++;
    tally.sum += seconds;
    // A loop rather than findIndex, whose callback would be a closure made per request.
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > (LATENCY_BUCKETS[bucket] ?? 0)) bucket++;
    if (bucket < LATENCY_BUCKETS.length) tally.buckets[bucket] = (tally.buckets[bucket] ?? 0) + 1;
  }

  private tally(method: string, route: string, statusCode: number): Tally {
    let byMethod = this.tallies.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.tallies.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    const found = byStatus.get(statusCode);
    if (found) return found;
    const labels = `service="${labelValue(this.service)}",method="${labelValue(method)}",route="${labelValue(route)}",status_code="${statusCode}"`;
    const tally: Tally = { labels, count: 0, sum: 0, buckets: LATENCY_BUCKETS.map(() => 0) };
    byStatus.set(statusCode, tally);
    return tally;
  }

  *each(): Generator<[statusCode: number, tally: Tally]> {
    for (const byMethod of this.tallies.values())
      for (const byStatus of byMethod.values()) yield* byStatus.entries();
  }
}

const listeners = new Map<string, Listener>();

/** The request metrics of the listener `service`; listeners of one name share them. */
export function listenerRequests(service: string): ListenerRequests {
  let listener = listeners.get(service);
  if (!listener) {
    listener = new Listener(service);
    listeners.set(service, listener);
  }
  return listener;
}

/** A label value as the text format writes it (prom-client's escaping). */
function labelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

function header(name: string, type: string, help: string): string {
  return `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;
}

/**
 * `http_requests_total`, `http_request_duration_seconds`, `http_request_errors_total` and
 * `http_requests_in_flight` in the Prometheus text format, as prom-client writes its own.
 */
export function renderRequestMetrics(): string {
  let requests = header(
    'http_requests_total',
    'counter',
    'HTTP requests answered, per listener, method, route pattern and status code',
  );
  let durations = header(
    'http_request_duration_seconds',
    'histogram',
    'Time from a request arriving to its response being sent, per route pattern',
  );
  let errors = header(
    'http_request_errors_total',
    'counter',
    'Requests answered with a server error (5xx), per route pattern',
  );
  let inFlight = header('http_requests_in_flight', 'gauge', 'Requests received and not yet answered');
  for (const listener of listeners.values()) {
    inFlight += `http_requests_in_flight{service="${labelValue(listener.service)}"} ${listener.inFlight}\n`;
    for (const [statusCode, { labels, count, sum, buckets }] of listener.each()) {
      requests += `http_requests_total{${labels}} ${count}\n`;
      if (statusCode >= 500) errors += `http_request_errors_total{${labels}} ${count}\n`;
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((bound, i) => {
        cumulative += buckets[i] ?? 0;
        durations += `http_request_duration_seconds_bucket{le="${bound}",${labels}} ${cumulative}\n`;
      });
      durations +=
        `http_request_duration_seconds_bucket{le="+Inf",${labels}} ${count}\n` +
        `http_request_duration_seconds_sum{${labels}} ${sum}\n` +
        `http_request_duration_seconds_count{${labels}} ${count}\n`;
    }
  }
  return [requests, durations, errors, inFlight].join('\n');
}
