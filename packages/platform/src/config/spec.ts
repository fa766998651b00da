/**
 * A configuration variable: how to read it from the environment and what it means.
 * The same catalogue drives parsing at start and the README's variable table.
 */
export interface VarSpec<T> {
  readonly doc: string;
  /** Value used when the variable is unset, in every environment. */
  readonly fallback?: string;
  /** Must be set when NODE_ENV=production; never given a default there. */
  readonly requiredInProduction?: boolean;
  /** A secret: in development an unset one is generated once and kept under DATA_DIR. */
  readonly secret?: boolean;
  readonly production?: string;
  readonly parse: (raw: string) => T;
}

export type Spec = Record<string, VarSpec<unknown>>;
export type ConfigOf<S extends Spec> = { readonly [K in keyof S]: ReturnType<S[K]['parse']> };

type Opts = Omit<VarSpec<unknown>, 'parse'>;

export function text(opts: Opts & { fallback: string }): VarSpec<string>;
export function text(opts: Opts): VarSpec<string | undefined>;
export function text(opts: Opts): VarSpec<string | undefined> {
  return { ...opts, parse: (raw) => raw };
}

/**
 * Ports that `fetch` refuses to connect to (the Fetch standard's "bad ports", as Node's fetch
 * applies them): a peer there is never reached, every call failing with "fetch failed". Browsers
 * refuse them too, so a link to one is as broken.
 */
export const FETCH_BAD_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export function url(opts: Opts & { fallback: string }): VarSpec<string>;
export function url(opts: Opts): VarSpec<string | undefined>;
export function url(opts: Opts): VarSpec<string | undefined> {
  return {
    ...opts,
    parse: (raw) => {
      let parsed: URL;
      try {
        parsed = new URL(raw);
      } catch {
        throw new Error(`is not a URL: ${JSON.stringify(raw)}`);
      }
      // Only HTTP peers go through fetch; database, broker and mail URLs use their own clients.
      const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
      if (web && parsed.port !== '' && FETCH_BAD_PORTS.has(Number(parsed.port)))
        throw new Error(
          `uses port ${parsed.port}, which fetch refuses to connect to (a "bad port" of the Fetch standard, as 6000 and 6665-6669 are): choose another port`,
        );
      return raw;
    },
  };
}

export function integer(opts: Opts & { fallback: string; min?: number; max?: number }): VarSpec<number> {
  return {
    ...opts,
    parse: (raw) => {
      if (!/^-?\d+$/.test(raw.trim())) throw new Error(`is not an integer: ${JSON.stringify(raw)}`);
      const n = Number(raw);
      if (opts.min !== undefined && n < opts.min) throw new Error(`must be at least ${opts.min}`);
      if (opts.max !== undefined && n > opts.max) throw new Error(`must be at most ${opts.max}`);
      return n;
    },
  };
}

export function oneOf<const T extends string>(
  values: readonly T[],
  opts: Opts & { fallback: T },
): VarSpec<T> {
  return {
    ...opts,
    parse: (raw) => {
      if (!(values as readonly string[]).includes(raw)) {
        throw new Error(`must be one of ${values.join(', ')}; got ${JSON.stringify(raw)}`);
      }
      return raw as T;
    },
  };
}

export function secret(
  opts: Omit<Opts, 'secret' | 'requiredInProduction'> & { minLength?: number },
): VarSpec<string> {
  const minLength = opts.minLength ?? 16;
  return {
    ...opts,
    secret: true,
    requiredInProduction: true,
    parse: (raw) => {
      if (raw.length < minLength) throw new Error(`must be at least ${minLength} characters`);
      return raw;
    },
  };
}

/** Fastify's `trustProxy`: `false`, `true`, a hop count, or addresses/CIDRs separated by commas. */
export function trustProxy(opts: Opts & { fallback: string }): VarSpec<boolean | number | string> {
  return {
    ...opts,
    parse: (raw) => {
      if (raw === 'true' || raw === 'false') return raw === 'true';
      if (/^\d+$/.test(raw)) return Number(raw);
      if (!/^[\w.:/, -]+$/.test(raw))
        throw new Error(`must be true, false, a hop count or addresses; got ${JSON.stringify(raw)}`);
      return raw;
    },
  };
}
