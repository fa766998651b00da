import { validationError } from '@platform/kernel/errors';

/** `registeredOffice.pincode`, `directors[0].name`: names and array indices. */
const PATH = /^[A-Za-z_][A-Za-z0-9_]{0,99}(?:\.[A-Za-z_][A-Za-z0-9_]{0,99}|\[\d{1,3}\])*$/;

export type PathStep = string | number;

/**
 * Names that reach an object's prototype instead of a field of it: `__proto__.x` would set `x`
 * on every object of the process. No profile field is called so.
 */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The steps of a profile path; 400 when it is not one, when it reaches into `_verification`, or
 * when it names a prototype member.
 */
export function parsePath(path: string): PathStep[] {
  if (path.length > 300 || !PATH.test(path))
    throw validationError(`Not a profile path: ${path}`, { field: path });
  const steps: PathStep[] = [];
  for (const match of path.matchAll(/([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]/g)) {
    steps.push(match[1] !== undefined ? match[1] : Number(match[2]));
  }
  if (steps[0] === '_verification')
    throw validationError('_verification is kept by the service and cannot be set', { field: path });
  if (steps.some((step) => typeof step === 'string' && PROTOTYPE_NAMES.has(step)))
    throw validationError(`${path} names a prototype member, not a profile field`, { field: path });
  return steps;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the node's own fields: `toString` on a profile is a field it may not have yet, not Object's method. */
const ownField = (node: Record<string, unknown>, name: string): unknown =>
  Object.hasOwn(node, name) ? node[name] : undefined;

/**
 * Sets `value` at `steps` inside `root`, creating objects and arrays on the way; 400 when the
 * path runs through a value of another kind (a name where an array is, or a text).
 */
export function setPath(
  root: Record<string, unknown>,
  steps: readonly PathStep[],
  value: unknown,
  path: string,
): void {
  let node: Record<string, unknown> | unknown[] = root;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as PathStep;
    const last = i === steps.length - 1;
    const nextStep = steps[i + 1];
    const fresh = () => (typeof nextStep === 'number' ? [] : {});
    if (typeof step === 'number') {
      if (!Array.isArray(node))
        throw validationError(`${path} indexes something that is not a list`, { field: path });
      if (step > node.length) throw validationError(`${path} skips list positions`, { field: path });
      if (last) node[step] = value;
      else {
        const child: unknown = node[step] ?? fresh();
        if (!isRecord(child) && !Array.isArray(child))
          throw validationError(`${path} runs through a value that is not an object`, { field: path });
        node[step] = child;
        node = child;
      }
    } else {
      if (!isRecord(node)) throw validationError(`${path} names a field of a list`, { field: path });
      if (last) node[step] = value;
      else {
        const child: unknown = ownField(node, step) ?? fresh();
        if (!isRecord(child) && !Array.isArray(child))
          throw validationError(`${path} runs through a value that is not an object`, { field: path });
        node[step] = child;
        node = child;
      }
    }
  }
}
