import { nextPathOf } from './nextPath';

test('after signing in, a page of this site that sent the visitor is where they go back to', () => {
  expect(nextPathOf(`?next=${encodeURIComponent('/us/boxes?zip=75201')}`)).toBe('/us/boxes?zip=75201');
  expect(nextPathOf('')).toBe('/dashboard');
});

test('another origin is never followed', () => {
  for (const next of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)', 'us/boxes'])
    expect(nextPathOf(`?next=${encodeURIComponent(next)}`)).toBe('/dashboard');
});
