/**
 * The factory office's money pages at a desk (1280 px): a garment unit bought through the
 * portal, a worker credited for steps of three jobs and charged a deduction through the factory's
 * API; then its administrator reads the worker's ledger with the balance after each line, pays
 * after seeing what the payment settles (the jobs the preview named are the ones the payment
 * settled), downloads the wage slip (its text read back against the ledger, `−₹` where negative)
 * and the ledger CSV (read back; no cell a spreadsheet would take for a formula), and opens the
 * reports with their chart and its figures as text. Every page passes axe, fits 390 px and ships
 * at most 150 KiB of script (gzip).
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';
import { FACTORY_PASSWORD, factoryCall, factoryToken, scriptShipped } from './factory-api';
import { newFactoryCustomer, setFactoryPassword } from './factory-first-day';
import { expect, expectAccessible, screenshotPath, test } from './fixtures';

// The accessibility scan injects axe-core as a script, which the app's Content-Security-Policy refuses.
test.use({ bypassCSP: true, locale: 'en-IN' });

const SCRIPT_BUDGET = 150 * 1024;
const docs = process.env.SCREENSHOTS === 'docs';

/** Money as the pages and the slip write it: Indian grouping, U+2212 before a negative ₹. */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const rupees = (value: number) => (value < 0 ? `\u2212${inr.format(-value)}` : inr.format(value));

/** `−₹1,000.00` or `+₹500.00` back to a number. */
function amountOf(text: string): number {
  const negative = /^\s*[\u2212-]/.test(text);
  const value = Number(text.replace(/[^\d.]/g, ''));
  return negative ? -value : value;
}

async function fitsAPhone(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  await page.setViewportSize({ width: 390, height: 844 });
  // Polled: a chart redraws to its box's new width when its resize observer next reports.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width, height: 900 });
}

/**
 * The cells of a CSV text with whether each was quoted, read character by character (a quoted
 * cell may hold commas, quotes doubled and line breaks).
 */
function cellsWithQuoting(csv: string): { value: string; quoted: boolean }[] {
  const cells: { value: string; quoted: boolean }[] = [];
  let i = 0;
  while (i < csv.length) {
    let value = '';
    let quoted = false;
    if (csv[i] === '"') {
      quoted = true;
      i += 1;
      while (i < csv.length) {
        if (csv[i] === '"' && csv[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (csv[i] === '"') {
          i += 1;
          break;
        } else value += csv[i++];
      }
    }
    while (i < csv.length && csv[i] !== ',' && csv[i] !== '\n' && csv[i] !== '\r') value += csv[i++];
    cells.push({ value, quoted });
    if (csv[i] === '\r') i += 1;
    i += 1;
  }
  return cells;
}

test('the office reads a worker’s ledger, pays after the FIFO preview, downloads the wage slip and the CSV, and reads the reports', async ({
  page,
  platform,
}) => {
  test.setTimeout(300_000);
  const customer = await newFactoryCustomer(platform, 'garment');
  await page.setViewportSize({ width: 1280, height: 900 });
  await setFactoryPassword(page, customer, FACTORY_PASSWORD);

  // The factory's tokens live 40 s here: each part of the arrangement signs in again.
  const signIn = () => factoryToken(platform, customer.email);
  let token = await signIn();
  const call = <T>(method: string, path: string, body?: unknown) =>
    factoryCall<T>(platform, token, method, path, body);

  // Lakshmi cuts three jobs of kurtas (₹12.50 a piece) and stitches the second (₹20.00):
  // 40 × 12.50 = 500, 30 × 12.50 + 30 × 20 = 975, 10 × 12.50 = 125; ₹1,600.00 in all.
  const lakshmi = await call<{ _id: string }>('POST', '/worker/create', {
    name: 'Lakshmi',
    skills: ['Cutting', 'Stitching'],
  });
  const kurta = await call<{ _id: string }>('POST', '/article/create', {
    name: 'Kurta K-12',
    attributes: { style: 'Straight' },
    stepRates: { Cutting: 12.5, Stitching: 20 },
  });
  const jobs: { _id: string; jobNumber: number }[] = [];
  for (const quantity of [40, 30, 10])
    jobs.push(await call('POST', '/job/create', { articleId: kurta._id, quantity }));
  const [first, second, third] = jobs as [(typeof jobs)[0], (typeof jobs)[0], (typeof jobs)[0]];
  const complete = (job: { _id: string }, stepName: string) =>
    call('PATCH', `/job/${job._id}`, { stepName, status: 'Completed', workerId: lakshmi._id });
  await complete(first, 'Cutting');
  await complete(second, 'Cutting');
  await complete(second, 'Stitching');
  await complete(third, 'Cutting');
  // A deduction whose note a spreadsheet would read as a formula.
  await call('POST', '/transaction/create', {
    workerId: lakshmi._id,
    type: 'debit',
    amount: 50,
    note: '=HYPERLINK("http://example.com","canteen")',
  });

  const ledgerPath = `/factory/workers/${lakshmi._id}`;
  // The ledger itself is rendered on the server only: its one script is the site's small one.
  const ledgerScript = await scriptShipped(page, ledgerPath);
  expect(ledgerScript.files, 'script of the ledger').toMatch(/^\/islands\/site\.js \d+$/);
  expect(ledgerScript.total, 'script of the ledger (gzip)').toBeLessThan(2048);
  for (const path of [`${ledgerPath}/pay?amount=1000`, '/factory/reports']) {
    expect((await scriptShipped(page, path)).total, `script of ${path} (gzip)`).toBeLessThanOrEqual(
      SCRIPT_BUDGET,
    );
  }

  // The ledger: this month by default, kept in the address; each line's balance is the one before plus its amount.
  await page.goto(ledgerPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Lakshmi’s ledger' })).toBeVisible();
  const lines = page.getByTestId('ledger-line');
  await expect(lines).toHaveCount(5);
  await expect(page.getByTestId('opening-balance')).toHaveText('₹0.00');
  await expect(page.getByTestId('closing-balance')).toHaveText('₹1,550.00');
  await expect(lines.first()).toContainText(`#${first.jobNumber} · Kurta K-12`);
  await expect(lines.first()).toContainText('Cutting');
  await expect(lines.first()).toContainText('₹12.50');
  await expect(lines.filter({ hasText: 'Debit' })).toContainText('−₹50.00');
  let running = 0;
  for (const line of await lines.all()) {
    running += amountOf((await line.getByTestId('line-amount').textContent()) ?? '');
    expect(amountOf((await line.getByTestId('line-balance').textContent()) ?? '')).toBeCloseTo(running, 2);
  }
  await expectAccessible(page);
  if (docs) await page.screenshot({ path: screenshotPath('factory-ledger-1280.png'), fullPage: true });
  await fitsAPhone(page);
  if (docs) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('factory-ledger-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // The periods a unit pays by are a link each; two days of one's own are one more link away.
  const periods = page.getByRole('navigation', { name: 'The ledger’s period' });
  await expect(periods.getByRole('link', { name: 'This month' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByLabel('From')).toHaveCount(0);
  await periods.getByRole('link', { name: 'Last month' }).click();
  await expect(periods.getByRole('link', { name: 'Last month' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Nothing in this period')).toBeVisible();
  await expect(lines).toHaveCount(0);
  await periods.getByRole('link', { name: 'Other dates' }).click();
  const days = page.getByRole('form', { name: 'The ledger’s days' });
  const lastMonth = new URL(page.url());
  await expect(days.getByLabel('From')).toHaveValue(lastMonth.searchParams.get('from') ?? '');
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await days.getByLabel('From').fill(today);
  await days.getByLabel('To').fill(today);
  await days.getByRole('button', { name: 'Show' }).click();
  await expect(lines).toHaveCount(5);
  await expect(periods.locator('[aria-current]')).toHaveCount(0);
  await expect(days.getByLabel('To')).toHaveValue(today);
  await expectAccessible(page);
  await page.goto(ledgerPath);

  // Paying ₹1,000.00: the preview settles the first job in full and the second in part, oldest first.
  await page.getByRole('link', { name: 'Pay Lakshmi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Lakshmi' })).toBeVisible();
  await page.getByLabel('Amount (₹)').fill('1,000');
  await page.getByRole('button', { name: 'See what it settles' }).click();
  await expect(page).toHaveURL(/\/pay\?amount=1%2C000$/);
  const preview = page.getByTestId('payment-preview');
  await expect(preview.getByTestId('preview-full')).toHaveCount(1);
  const previewed = await preview.getByTestId('preview-job').allTextContents();
  expect(previewed).toEqual([`#${first.jobNumber} · Kurta K-12`]);
  await expect(preview.getByTestId('preview-part')).toContainText(`#${second.jobNumber} · Kurta K-12`);
  await expect(preview.getByTestId('preview-part')).toContainText('In part: ₹500.00 paid');
  await expect(preview.getByTestId('preview-part')).toContainText('₹475.00');
  await expect(preview).toContainText('Not reached: 1 later job, ₹125.00 still owed');
  await expect(page.getByTestId('preview-advance')).toHaveText('₹0.00');
  await expect(page.getByTestId('preview-balance')).toHaveText('₹550.00');
  await expect(page.getByTestId('no-delete')).toContainText('cannot be deleted');
  await expectAccessible(page);
  if (docs) await page.screenshot({ path: screenshotPath('factory-pay-preview-1280.png'), fullPage: true });
  await fitsAPhone(page);

  // Confirmed: the ledger shows the payment, and the jobs it settled are the preview's.
  const confirm = page.getByRole('region', { name: 'Confirm the payment' });
  const sent: Record<string, string> = {};
  for (const field of ['amount', 'fingerprint', 'key'])
    sent[field] = (await confirm.locator(`input[name="${field}"]`).inputValue()) ?? '';
  await page.getByLabel('Note').fill('Cash');
  await page.getByRole('button', { name: 'Pay ₹1,000.00' }).click();
  await expect(page).toHaveURL(new RegExp(`${ledgerPath}\\?paid=`));
  const paidAddress = new URL(page.url());
  await expect(page.getByTestId('payment-made')).toContainText('Payment of ₹1,000.00 recorded');
  await expect(page.getByTestId('settled-jobs')).toHaveText(previewed.join(', '));
  const payment = lines.filter({ has: page.getByTestId('line-jobs-paid') });
  await expect(payment).toHaveCount(1);
  await expect(payment.getByTestId('line-amount')).toHaveText('−₹1,000.00');
  await expect(payment.getByTestId('line-jobs-paid')).toHaveText(`Paid in full: ${previewed.join(', ')}`);
  await expect(page.getByTestId('closing-balance')).toHaveText('₹550.00');

  // The same confirmation sent again (a form sent twice) is answered with the first payment and pays nothing more.
  const again = await page.request.post(`${ledgerPath}/pay?amount=1%2C000&/pay`, {
    form: { ...sent, note: 'Cash' },
    // A browser's form, not the page's script: the answer is the redirect itself.
    headers: { origin: paidAddress.origin, accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(again.headers().location).toBe(`${paidAddress.pathname}${paidAddress.search}`);
  await page.reload();
  await expect(page.getByTestId('closing-balance')).toHaveText('₹550.00');
  await expect(lines.filter({ has: page.getByTestId('line-jobs-paid') })).toHaveCount(1);

  // A second payment, through the API, leaves the worker paid ahead: the balance goes below zero.
  token = await signIn();
  await call('POST', '/transaction/makePayment', { workerId: lakshmi._id, amount: 700 });
  await page.goto(ledgerPath);
  await expect(page.getByTestId('closing-balance')).toHaveText('−₹150.00');
  const ledgerLines = await Promise.all(
    (await lines.all()).map(async (l) => ({
      amount: amountOf((await l.getByTestId('line-amount').textContent()) ?? ''),
      balance: amountOf((await l.getByTestId('line-balance').textContent()) ?? ''),
    })),
  );
  expect(ledgerLines).toHaveLength(7);

  // The wage slip, through the app: named for the worker and period, its text the ledger's.
  const period = new URL(
    await page.getByTestId('wage-slip-link').evaluate((a) => (a as HTMLAnchorElement).href),
  );
  const from = period.searchParams.get('from') ?? '';
  const to = period.searchParams.get('to') ?? '';
  const [slip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('wage-slip-link').click(),
  ]);
  expect(slip.suggestedFilename()).toBe(`wage-slip_Lakshmi_${from}_${to}.pdf`);
  const pdf = new Uint8Array(await readFile(await slip.path()));
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  const slipText = text.replace(/\s+/g, ' ');
  expect(slipText).toContain('Lakshmi');
  for (const job of jobs) expect(slipText).toContain(`#${job.jobNumber}`);
  for (const line of ledgerLines) expect(slipText).toContain(rupees(line.amount));
  expect(slipText).toContain('−₹1,000.00');
  expect(slipText).toContain('−₹50.00');
  expect(slipText).toContain(rupees(-150));
  if (docs) {
    // pdf.js draws with ArrayBuffer#transferToFixedLength, which Node 20 lacks: a copy does the same.
    if (!('transferToFixedLength' in ArrayBuffer.prototype))
      Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
        value(this: ArrayBuffer, length = this.byteLength) {
          const copy = new ArrayBuffer(length);
          new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
          return copy;
        },
      });
    const png = await renderPageAsImage(pdf.slice(), 1, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: 1.5,
    });
    await writeFile(screenshotPath('factory-wage-slip.png'), Buffer.from(png));
  }

  // The ledger as CSV: the period's lines with the balance after each; no formula a spreadsheet would run.
  const [csvFile] = await Promise.all([page.waitForEvent('download'), page.getByTestId('csv-link').click()]);
  expect(csvFile.suggestedFilename()).toBe(`ledger_Lakshmi_${from}_${to}.csv`);
  const csv = await readFile(await csvFile.path(), 'utf8');
  const rows = parse(csv, { bom: true, relax_column_count: true }) as string[][];
  const header = rows[0] ?? [];
  expect(header).toEqual(expect.arrayContaining(['date', 'kind', 'jobNumber', 'amount', 'balance']));
  const balanceAt = header.indexOf('balance');
  const balances = rows.slice(1).map((r) => Number(r[balanceAt]));
  expect(balances.at(-1)).toBeCloseTo(-150, 2);
  expect(balances).toEqual(expect.arrayContaining(ledgerLines.map((l) => expect.closeTo(l.balance, 2))));
  for (const cell of cellsWithQuoting(csv))
    if (/^[=+\-@]/.test(cell.value)) expect(cell.quoted, `cell ${cell.value}`).toBe(true);
  expect(rows.flat().some((cell) => cell.startsWith('=HYPERLINK'))).toBe(false);

  // A mistake put right: a credit with its reason, a line of its own; nothing is deleted.
  const adjust = page.getByRole('region', { name: 'Correct the ledger' });
  await adjust.getByLabel('What it is').selectOption('credit');
  await adjust.getByLabel('Amount (₹)').fill('25');
  await adjust.getByLabel('Why').fill('Deduction taken twice');
  await adjust.getByRole('button', { name: 'Record the adjustment' }).click();
  await expect(adjust.getByRole('status')).toHaveText(
    'Recorded: +₹25.00. Lakshmi’s balance is now −₹125.00.',
  );
  await expect(lines).toHaveCount(8);
  await expect(lines.last()).toContainText('Deduction taken twice');
  await expect(lines.last().getByTestId('line-balance')).toHaveText('−₹125.00');
  await expect(page.getByTestId('closing-balance')).toHaveText('−₹125.00');
  await expectAccessible(page);

  // The reports: wages by worker, and by step with the chart drawn and its figures as text.
  await page.goto('/factory/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const report = page.getByTestId('report-table');
  await expect(report.getByTestId('report-row')).toHaveCount(1);
  await expect(report.getByTestId('report-row')).toContainText('Lakshmi');
  await expect(report.getByTestId('report-row')).toContainText('₹1,600.00');
  await page.getByRole('link', { name: 'By step' }).click();
  await expect(page).toHaveURL(/by=step/);
  await expect(report.getByTestId('report-row')).toHaveCount(2);
  await expect(page.getByTestId('report-totals')).toContainText('₹1,600.00 in wages');
  const chart = page.getByTestId('wages-chart');
  await expect(chart.locator('[data-drawn="yes"] svg').first()).toBeVisible();
  const alternative = chart.getByTestId('chart-text');
  await expect(alternative).toContainText('Cutting');
  await expect(alternative).toContainText('₹1,000.00');
  await expect(alternative).toContainText('Stitching');
  await expect(alternative).toContainText('₹600.00');
  await expectAccessible(page);
  if (docs) await page.screenshot({ path: screenshotPath('factory-reports-1280.png'), fullPage: true });
  await fitsAPhone(page);
  if (docs) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('factory-reports-390.png'), fullPage: true });
  }

  // By article, and an article opened by step.
  await page.getByRole('link', { name: 'By article' }).click();
  await expect(report.getByTestId('report-row')).toHaveCount(1);
  await report.getByRole('link', { name: 'Kurta K-12' }).click();
  await expect(page.getByRole('heading', { name: 'Kurta K-12, by step' })).toBeVisible();
  await expect(page.getByTestId('article-table').getByTestId('report-row')).toHaveCount(2);
  await expectAccessible(page);

  // A confirmation made stale by a change to the worker's money (here a credit recorded meanwhile) pays nothing.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${ledgerPath}/pay?amount=100`);
  await expect(page.getByTestId('preview-balance')).toHaveText('−₹225.00');
  token = await signIn();
  await call('POST', '/transaction/create', {
    workerId: lakshmi._id,
    type: 'credit',
    amount: 10,
    note: 'Meanwhile',
  });
  await page.getByRole('button', { name: 'Pay ₹100.00' }).click();
  await expect(page.getByRole('alert')).toContainText('Nothing was paid');
  await expect(page.getByTestId('preview-balance')).toHaveText('−₹215.00');
  await expectAccessible(page);
  await page.goto(ledgerPath);
  await expect(page.getByTestId('closing-balance')).toHaveText('−₹115.00');
  await expect(lines.filter({ has: page.getByTestId('line-jobs-paid') })).toHaveCount(2);
});
