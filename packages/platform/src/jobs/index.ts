export { createScheduler, type JobOutcome, type Scheduler, type SchedulerOptions } from './scheduler.js';
export type { Enqueued, EnqueueOptions, WorkItem, WorkItemStatus } from './work-items.js';
export {
  type BatchWorkHandler,
  createWorkQueue,
  exponentialBackoff,
  type WorkHandler,
  type WorkOptions,
  type WorkQueue,
  type WorkQueueOptions,
} from './work-queue.js';
