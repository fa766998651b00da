import { describe, expect, it } from 'vitest';
import { addDays, inYear } from '../src/timeline/dates.js';
import {
  deadlineOf,
  financialYearOf,
  isCalendarDate,
  type TimelineLogic,
  triggerPatternOf,
} from '../src/timeline/engine.js';

const agm: TimelineLogic = { triggerDate: 'financial_year_end', deadlineDays: 183 };
const dpt3: TimelineLogic = { triggerDate: '03-31', deadlineDate: '06-30' };
const mgt7: TimelineLogic = { triggerEvent: 'AGM_HELD', deadlineDaysAfterTrigger: 60 };
const results: TimelineLogic = { frequency: 'quarterly', deadlineDays: 45, q4DeadlineDays: 60 };
const boardMeetings: TimelineLogic = { frequency: 'quarterly', deadlineDays: 0, maxGapDays: 120 };

describe('financial year', () => {
  it('runs from 1 April to 31 March', () => {
    expect(financialYearOf('2025-04-01')).toBe('2025-2026');
    expect(financialYearOf('2026-03-31')).toBe('2025-2026');
    expect(financialYearOf('2026-01-15')).toBe('2025-2026');
    expect(financialYearOf('2026-11-25')).toBe('2026-2027');
  });
});

describe('trigger patterns', () => {
  it('are told apart by their fields', () => {
    expect(triggerPatternOf(dpt3)).toBe('fixed');
    expect(triggerPatternOf(agm)).toBe('relative');
    expect(triggerPatternOf(mgt7)).toBe('event');
    expect(triggerPatternOf(results)).toBe('recurring');
    expect(triggerPatternOf({ reminderDaysBefore: [7] })).toBeNull();
  });

  it('accept the keyword, MM-DD and full dates as trigger and deadline dates', () => {
    for (const ok of ['financial_year_end', '06-30', '02-29', '2027-01-31'])
      expect(isCalendarDate(ok)).toBe(true);
    for (const bad of ['fy_end', '6-30', '02-30', '13-01', '2027-02-29', '30-06'])
      expect(isCalendarDate(bad)).toBe(false);
  });
});

describe('fixed date (DPT-3: deposits as on 31 March, return by 30 June)', () => {
  it('is the next 30 June, for the financial year that ended on the 31 March before it', () => {
    expect(deadlineOf(dpt3, { today: '2026-11-25' })).toEqual({
      pattern: 'fixed',
      dueDate: '2027-06-30',
      financialYear: '2026-2027',
    });
    expect(deadlineOf(dpt3, { today: '2026-05-10' })).toMatchObject({
      dueDate: '2026-06-30',
      financialYear: '2025-2026',
    });
    expect(deadlineOf(dpt3, { today: '2026-06-30' })?.dueDate).toBe('2026-06-30');
  });

  it('keeps a one-off date even when it has passed', () => {
    expect(
      deadlineOf({ triggerDate: '2026-01-01', deadlineDate: '2026-02-15' }, { today: '2026-11-25' }),
    ).toMatchObject({
      dueDate: '2026-02-15',
      financialYear: '2025-2026',
    });
  });

  it('moves 29 February to 28 February in a common year and keeps it in a leap year', () => {
    const leapDeadline: TimelineLogic = { triggerDate: '01-01', deadlineDate: '02-29' };
    expect(deadlineOf(leapDeadline, { today: '2027-01-10' })?.dueDate).toBe('2027-02-28');
    expect(deadlineOf(leapDeadline, { today: '2028-01-10' })?.dueDate).toBe('2028-02-29');
  });
});

describe('relative date (AGM within six months of the financial year end)', () => {
  it('is 183 days after 31 March: 30 September', () => {
    expect(deadlineOf(agm, { today: '2026-04-01' })).toEqual({
      pattern: 'relative',
      dueDate: '2026-09-30',
      financialYear: '2025-2026',
    });
    expect(deadlineOf(agm, { today: '2026-10-01' })).toMatchObject({
      dueDate: '2027-09-30',
      financialYear: '2026-2027',
    });
  });

  it('counts 29 February in a leap year', () => {
    const ninetyDays: TimelineLogic = { triggerDate: '12-31', deadlineDays: 60 };
    expect(deadlineOf(ninetyDays, { today: '2024-01-05' })?.dueDate).toBe('2024-02-29');
    expect(deadlineOf(ninetyDays, { today: '2025-01-05' })?.dueDate).toBe('2025-03-01');
  });
});

describe('event based (MGT-7: 60 days after the AGM)', () => {
  it('has no deadline until the event happens', () => {
    expect(deadlineOf(mgt7, { today: '2026-11-25' })).toBeNull();
  });

  it('is the event day plus the days after trigger, in the triggering workflow’s year', () => {
    expect(
      deadlineOf(mgt7, { today: '2026-09-28', triggeredOn: '2026-09-28', financialYear: '2025-2026' }),
    ).toEqual({
      pattern: 'event',
      dueDate: '2026-11-27',
      financialYear: '2025-2026',
    });
  });

  it('crosses 29 February in a leap year', () => {
    expect(deadlineOf(mgt7, { today: '2024-01-15', triggeredOn: '2024-01-15' })?.dueDate).toBe('2024-03-15');
    expect(deadlineOf(mgt7, { today: '2023-01-15', triggeredOn: '2023-01-15' })?.dueDate).toBe('2023-03-16');
  });
});

describe('recurring (SEBI LODR Reg. 33: 45 days after a quarter, 60 after the fourth)', () => {
  it('is 45 days after the quarters ending June, September and December', () => {
    expect(deadlineOf(results, { today: '2026-07-01' })).toEqual({
      pattern: 'recurring',
      dueDate: '2026-08-14',
      financialYear: '2026-2027',
    });
    expect(deadlineOf(results, { today: '2026-11-25' })?.dueDate).toBe('2027-02-14');
  });

  it('is 60 days after the fourth quarter ending 31 March', () => {
    expect(deadlineOf(results, { today: '2027-03-01' })).toEqual({
      pattern: 'recurring',
      dueDate: '2027-05-30',
      financialYear: '2026-2027',
    });
  });

  it('runs monthly and annually too', () => {
    expect(deadlineOf({ frequency: 'monthly', deadlineDays: 11 }, { today: '2026-11-25' })?.dueDate).toBe(
      '2026-12-11',
    );
    expect(deadlineOf({ frequency: 'annual', deadlineDays: 30 }, { today: '2026-11-25' })).toMatchObject({
      dueDate: '2027-04-30',
      financialYear: '2026-2027',
    });
  });
});

describe('board meetings (s.173: at most 120 days apart)', () => {
  it('falls at the quarter end without a previous meeting', () => {
    expect(deadlineOf(boardMeetings, { today: '2026-11-25' })?.dueDate).toBe('2026-12-31');
  });

  it('is brought forward to 120 days after the last meeting', () => {
    expect(deadlineOf(boardMeetings, { today: '2026-11-25', lastOccurredOn: '2026-08-10' })).toEqual({
      pattern: 'recurring',
      dueDate: addDays('2026-08-10', 120),
      financialYear: '2026-2027',
    });
    expect(addDays('2026-08-10', 120)).toBe('2026-12-08');
  });

  it('keeps the quarter end when the last meeting was recent', () => {
    expect(deadlineOf(boardMeetings, { today: '2026-11-25', lastOccurredOn: '2026-11-20' })?.dueDate).toBe(
      '2026-12-31',
    );
  });
});

describe('dates', () => {
  it('clamps a day beyond the month’s end', () => {
    expect(inYear(2026, '02-29')).toBe('2026-02-28');
    expect(inYear(2028, '02-29')).toBe('2028-02-29');
  });
});
