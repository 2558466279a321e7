// The API client's tests run in Node: the session persists through an in-memory localStorage.
import { MemoryStorage } from '@farmplate/session/memory-storage';

Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
