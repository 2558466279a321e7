import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { NoticeType } from './notice';

export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
}

export interface ToastItem {
  id: number;
  type: NoticeType;
  message: string;
}

const ToastContext = createContext<ToastApi | null>(null);

type ToastRegionComponent = typeof import('./ToastRegion').ToastRegion;
let loadedRegion: ToastRegionComponent | null = null;
let loadingRegion: Promise<ToastRegionComponent> | null = null;

/**
 * Loads the toasts' region (Radix Toast, about 14 KB brotli) once. It is not part of any page's
 * first load: no page shows a toast before it is interactive. A failed load is tried again on the
 * next call.
 */
export function loadToastRegion(): Promise<ToastRegionComponent> {
  loadingRegion ??= import('./ToastRegion').then(
    (module) => (loadedRegion = module.ToastRegion),
    (error: unknown) => {
      loadingRegion = null;
      throw error;
    },
  );
  return loadingRegion;
}

/** Runs `task` once the browser is idle (a timer where it cannot tell); returns its cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 2000);
  return () => window.clearTimeout(handle);
}

/**
 * Holds the toasts of the whole app (mount once, in the shell or a standalone remote). Their
 * region's code is fetched once the browser is idle after the first screen, or at the first toast
 * if that comes sooner; a toast shown meanwhile waits for it, so none is lost. Toasts and their
 * region are described in ToastRegion.tsx.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [Region, setRegion] = useState<ToastRegionComponent | null>(() => loadedRegion);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    // A message already on screen is not shown again: two calls failing for one reason (a list and
    // its counts) say it once.
    const show = (type: NoticeType) => (message: string) =>
      setToasts((list) =>
        list.some((toast) => toast.type === type && toast.message === message)
          ? list
          : [...list, { id: nextId.current++, type, message }],
      );
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, []);

  const toastCount = toasts.length;
  useEffect(() => {
    if (Region) return undefined;
    let active = true;
    const load = () =>
      void loadToastRegion().then(
        (region) => active && setRegion(() => region),
        () => undefined, // offline: tried again at the next toast
      );
    if (toastCount > 0) {
      load();
      return () => {
        active = false;
      };
    }
    const cancel = whenIdle(load);
    return () => {
      active = false;
      cancel();
    };
  }, [Region, toastCount]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {Region && <Region toasts={toasts} onDismiss={dismiss} />}
    </ToastContext.Provider>
  );
}

/** `{ success, error, info, warning }`, each taking the message to show for 5 s. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api)
    throw new Error('useToast() needs a <ToastProvider> above it (the shell mounts one; wrap tests in one too).');
  return api;
}
