import type { FastifyBaseLogger } from 'fastify';

/** One step of a saga: what it does, and how to take it back when a later step fails. */
export interface SagaStep<C> {
  readonly name: string;
  run(context: C): Promise<void>;
  compensate?(context: C): Promise<void>;
}

export class SagaFailed extends Error {
  constructor(
    readonly step: string,
    override readonly cause: unknown,
  ) {
    super(`saga step ${step} failed`);
    this.name = 'SagaFailed';
  }
}

/**
 * Runs the steps in order. When one throws, the steps already done are compensated in reverse
 * order and `SagaFailed` (naming the step, carrying the error) is thrown. A compensation that
 * itself fails is logged with the context and the others still run: one stuck undo must not
 * leave the rest behind.
 */
export async function runSaga<C>(
  name: string,
  steps: readonly SagaStep<C>[],
  context: C,
  logger: FastifyBaseLogger,
): Promise<void> {
  const done: SagaStep<C>[] = [];
  for (const step of steps) {
    try {
      await step.run(context);
      done.push(step);
    } catch (err) {
      for (const finished of done.reverse()) {
        if (!finished.compensate) continue;
        try {
          await finished.compensate(context);
        } catch (undoErr) {
          logger.error(
            { err: undoErr, saga: name, step: finished.name, failedStep: step.name },
            'a saga compensation failed; what the step created is left behind',
          );
        }
      }
      throw new SagaFailed(step.name, err);
    }
  }
}
