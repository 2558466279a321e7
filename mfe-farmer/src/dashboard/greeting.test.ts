import { greeting } from './greeting';

const at = (hours: number, minutes = 0) => new Date(2026, 2, 2, hours, minutes);

test('morning before 12:00, afternoon before 17:00, evening after', () => {
  expect(greeting(at(0), 'Kwame Mensah')).toBe('Good morning, Kwame Mensah!');
  expect(greeting(at(11, 59), 'Kwame Mensah')).toBe('Good morning, Kwame Mensah!');
  expect(greeting(at(12), 'Kwame Mensah')).toBe('Good afternoon, Kwame Mensah!');
  expect(greeting(at(16, 59), 'Kwame Mensah')).toBe('Good afternoon, Kwame Mensah!');
  expect(greeting(at(17), 'Kwame Mensah')).toBe('Good evening, Kwame Mensah!');
});

test("a missing name is 'there'", () => {
  expect(greeting(at(9), null)).toBe('Good morning, there!');
  expect(greeting(at(9), '  ')).toBe('Good morning, there!');
});
