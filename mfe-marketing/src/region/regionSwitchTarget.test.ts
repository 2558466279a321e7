import { regionSwitchTarget } from './regionSwitchTarget';

test.each([
  ['/us/about', 'ng', '/ng/about'],
  ['/ng/about', 'us', '/us/about'],
  ['/us/privacy-policy', 'ng', '/ng/privacy-policy'],
  ['/ng/terms-of-service', 'us', '/us/terms-of-service'],
  ['/return-refund-policy', 'ng', '/ng/return-refund-policy'],
  ['/us/blog/3', 'ng', '/ng/blog/3'],
  ['/ng/menu/2/', 'us', '/us/menu/2'],
  ['/us/grocery', 'ng', '/ng'],
  ['/grocery', 'ng', '/ng'],
  ['/us', 'ng', '/ng'],
  ['/', 'ng', '/ng'],
  ['/careers', 'ng', '/ng'],
  ['/us/no-such-page', 'ng', '/ng'],
  ['/about', 'us', '/us/about'],
] as const)('switching %s to %s lands on %s', (from, to, expected) => {
  expect(regionSwitchTarget(from, to)).toBe(expected);
});
