import { referrerPath, regionOfPath, resolveRegion, type RegionClues } from './region';

const clues = (overrides: Partial<RegionClues>): RegionClues => ({
  search: '',
  pathname: '/privacy-policy',
  referrerPathname: null,
  preferredRegion: null,
  ...overrides,
});

describe('the region of a legal page', () => {
  test('?region=us or ?region=ng wins over every other clue', () => {
    const everythingElseSaysNg = {
      pathname: '/ng/privacy-policy',
      referrerPathname: '/ng/about',
      preferredRegion: 'ng' as const,
    };
    expect(resolveRegion(clues({ ...everythingElseSaysNg, search: '?region=us' }))).toBe('us');
    expect(resolveRegion(clues({ search: '?region=ng', preferredRegion: 'us' }))).toBe('ng');
  });

  test('an unknown region parameter is ignored', () => {
    expect(resolveRegion(clues({ search: '?region=fr' }))).toBe('general');
    expect(resolveRegion(clues({ search: '?region=NG', preferredRegion: 'us' }))).toBe('us');
  });

  test('without the parameter, the page path decides', () => {
    expect(resolveRegion(clues({ pathname: '/us/terms-of-service', preferredRegion: 'ng' }))).toBe('us');
    expect(resolveRegion(clues({ pathname: '/ng/delivery-policy', referrerPathname: '/us/menu' }))).toBe('ng');
  });

  test('on a general path, the page the visitor came from decides', () => {
    expect(resolveRegion(clues({ referrerPathname: '/ng/about', preferredRegion: 'us' }))).toBe('ng');
    expect(resolveRegion(clues({ referrerPathname: '/us' }))).toBe('us');
  });

  test('then the stored preferredRegion', () => {
    expect(resolveRegion(clues({ referrerPathname: '/menu', preferredRegion: 'ng' }))).toBe('ng');
    expect(resolveRegion(clues({ preferredRegion: 'us' }))).toBe('us');
  });

  test('with no clue at all, the general version', () => {
    expect(resolveRegion(clues({}))).toBe('general');
    expect(resolveRegion(clues({ referrerPathname: '/blog/2' }))).toBe('general');
  });
});

test('a path belongs to a region only by its first segment', () => {
  expect(regionOfPath('/us')).toBe('us');
  expect(regionOfPath('/ng/menu/3')).toBe('ng');
  expect(regionOfPath('/usa')).toBeNull();
  expect(regionOfPath('/blog/us')).toBeNull();
});

test('only a same-origin referrer counts', () => {
  expect(referrerPath('http://localhost:8080/ng/about?x=1', 'http://localhost:8080')).toBe('/ng/about');
  expect(referrerPath('https://www.google.com/us/search', 'http://localhost:8080')).toBeNull();
  expect(referrerPath('', 'http://localhost:8080')).toBeNull();
});
