/** The financial metrics an ERP reports, as the intake spells them. */
export const METRIC_TYPES = ['Turnover', 'Paid-up Capital', 'Net Worth', 'Borrowings'] as const;
export type MetricType = (typeof METRIC_TYPES)[number];
