import { createStore } from 'jotai';
import { preferredRegionAtom, sessionStore, tokenAtom, userAtom, type SessionUser } from './atoms';
import { expireSession, onSessionExpired, signIn, signOut } from './session';

const farmer: SessionUser = {
  id: 2,
  name: 'Kwame Mensah',
  email: 'farmer@farmplate.test',
  role: 'farmer',
  status: 'active',
  created_at: '2026-01-01T00:00:00.000Z',
};

/** The atoms read localStorage when the module loads (page load); load a fresh copy. */
function loadAtomsAfresh(): typeof import('./atoms') {
  let atoms!: typeof import('./atoms');
  jest.isolateModules(() => {
    atoms = require('./atoms');
  });
  return atoms;
}

afterEach(() => {
  signOut();
  localStorage.clear();
});

test('signing in stores the token and the user under the keys token and user', () => {
  signIn('abc123', farmer);
  expect(localStorage.getItem('token')).toBe('abc123');
  expect(JSON.parse(localStorage.getItem('user')!)).toEqual(farmer);
  expect(sessionStore.get(userAtom)?.role).toBe('farmer');
});

test('a stored session is read back on load, and a corrupted user counts as none', () => {
  localStorage.setItem('token', 'stored-token');
  localStorage.setItem('user', JSON.stringify(farmer));
  let atoms = loadAtomsAfresh();
  expect(createStore().get(atoms.userAtom)).toEqual(farmer);
  expect(createStore().get(atoms.tokenAtom)).toBe('stored-token');
  localStorage.setItem('user', '{not json');
  atoms = loadAtomsAfresh();
  expect(createStore().get(atoms.userAtom)).toBeNull();
});

test('signing out removes both keys', () => {
  signIn('abc123', farmer);
  signOut();
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(sessionStore.get(tokenAtom)).toBeNull();
});

test('the preferred region is stored under preferredRegion and only accepts us or ng', () => {
  sessionStore.set(preferredRegionAtom, 'ng');
  expect(localStorage.getItem('preferredRegion')).toBe('ng');
  expect(createStore().get(loadAtomsAfresh().preferredRegionAtom)).toBe('ng');
  localStorage.setItem('preferredRegion', 'fr');
  expect(createStore().get(loadAtomsAfresh().preferredRegionAtom)).toBeNull();
});

test('session expiry clears the session and tells every listener', () => {
  signIn('abc123', farmer);
  const listener = jest.fn();
  const unsubscribe = onSessionExpired(listener);
  expireSession();
  expect(listener).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem('token')).toBeNull();
  unsubscribe();
  expireSession();
  expect(listener).toHaveBeenCalledTimes(1);
});
