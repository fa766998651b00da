import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** One closing line in the form every runner's summary is read in: `browser: N passed, N failed`. */
export default class SummaryReporter implements Reporter {
  private readonly counts = { passed: 0, failed: 0, skipped: 0 };

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry < test.retries && result.status !== 'passed') return;
    if (result.status === 'passed') this.counts.passed++;
    else if (result.status === 'skipped') this.counts.skipped++;
    else this.counts.failed++;
  }

  onEnd(_result: FullResult): void {
    const { passed, failed, skipped } = this.counts;
    console.log(`browser: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
