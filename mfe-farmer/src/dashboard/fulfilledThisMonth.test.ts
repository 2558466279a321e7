import { startOfMonth } from './fulfilledThisMonth';

test('the month starts at midnight of its first day, local time', () => {
  expect(startOfMonth(new Date(2026, 2, 15, 10))).toEqual(new Date(2026, 2, 1, 0, 0, 0, 0));
  expect(startOfMonth(new Date(2026, 0, 1, 0, 0))).toEqual(new Date(2026, 0, 1));
  expect(startOfMonth(new Date(2026, 11, 31, 23, 59)).getTime()).toBe(new Date(2026, 11, 1).getTime());
});
