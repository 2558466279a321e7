import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { isRole, type SessionUser } from '@farmplate/contracts';

/** The signed-in account as the login answer gives it (spec §3 User): declared once, in contracts. */
export type { SessionUser };

export type Region = 'us' | 'ng';

/** The token is stored as a bare string (spec §9 key `token`), not JSON. */
const rawStringStorage = {
  getItem: (key: string, initialValue: string | null) => localStorage.getItem(key) ?? initialValue,
  setItem: (key: string, value: string | null) =>
    value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value),
  removeItem: (key: string) => localStorage.removeItem(key),
};

const jsonStorage = createJSONStorage<SessionUser | null>(() => localStorage);

const isSessionUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' && value !== null && 'id' in value && isRole((value as { role?: unknown }).role);

const userStorage = {
  ...jsonStorage,
  // A corrupted or foreign `user` entry counts as no session rather than crashing the app.
  getItem: (key: string, initialValue: SessionUser | null) => {
    try {
      const value = jsonStorage.getItem(key, initialValue);
      return isSessionUser(value) ? value : initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem: (key: string, value: SessionUser | null) =>
    value === null ? localStorage.removeItem(key) : jsonStorage.setItem(key, value),
};

/** The cookie that tells the server the stored preferredRegion, so its page shows that region from the first paint. */
export const PREFERRED_REGION_COOKIE = 'preferredRegion';

function rememberRegionForServer(value: Region | null): void {
  if (typeof document === 'undefined') return;
  const cookie = value
    ? `${PREFERRED_REGION_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${PREFERRED_REGION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  if (value && document.cookie.split('; ').includes(`${PREFERRED_REGION_COOKIE}=${value}`)) return;
  document.cookie = cookie;
}

/** preferredRegion in localStorage, and in a cookie beside it (a choice stored before the cookie existed gets it on the next visit). */
const regionStorage = {
  getItem: (key: string, initialValue: Region | null): Region | null => {
    const value = localStorage.getItem(key);
    const region = value === 'us' || value === 'ng' ? value : initialValue;
    rememberRegionForServer(region);
    return region;
  },
  setItem: (key: string, value: Region | null) => {
    rememberRegionForServer(value);
    return value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value);
  },
  removeItem: (key: string) => {
    rememberRegionForServer(null);
    localStorage.removeItem(key);
  },
};

// getOnInit: read localStorage at once so the first render already knows the session.
export const tokenAtom = atomWithStorage<string | null>('token', null, rawStringStorage, { getOnInit: true });
export const userAtom = atomWithStorage<SessionUser | null>('user', null, userStorage, { getOnInit: true });
export const preferredRegionAtom = atomWithStorage<Region | null>('preferredRegion', null, regionStorage, {
  getOnInit: true,
});

/** Signed in means both a token and a user are stored. */
export const isSignedInAtom = atom((get) => get(tokenAtom) !== null && get(userAtom) !== null);

/** The one store the shell and every remote share (jotai is a federated singleton). */
export const sessionStore = getDefaultStore();
