import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { DismissButton, NOTICE_AUTO_HIDE_MS, NoticeIcon, noticeColors, type NoticeType } from './notice';

export interface ToastApi {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  warning: (message: string) => void;
}

interface ToastItem {
  id: number;
  type: NoticeType;
  message: string;
}

const ToastContext = createContext<ToastApi | null>(null);

const Viewport = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  left: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;

  ${({ theme }) => theme.media.sm} {
    left: auto;
    width: 380px;
  }
`;

const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const ToastBox = styled.div<{ $type: NoticeType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-left: 4px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $type }) => noticeColors(theme, $type).bg};
  color: ${({ theme, $type }) => noticeColors(theme, $type).fg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  pointer-events: auto;

  svg { flex-shrink: 0; margin-top: 2px; }
  p { flex: 1; min-width: 0; margin: 0; }
`;

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), NOTICE_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <ToastBox $type={toast.type}>
      <NoticeIcon type={toast.type} />
      <p>{toast.message}</p>
      <DismissButton type="button" onClick={() => onDismiss(toast.id)} aria-label="Dismiss notification">
        <span aria-hidden="true">×</span>
      </DismissButton>
    </ToastBox>
  );
}

/**
 * Holds the toasts of the whole app (mount once, in the shell or a standalone remote). The two
 * live regions exist before any toast so screen readers announce each one: errors and warnings
 * assertively, the rest politely.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (type: NoticeType) => (message: string) =>
      setToasts((list) => [...list, { id: nextId.current++, type, message }]);
    return { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  }, []);

  const urgent = toasts.filter((toast) => toast.type === 'error' || toast.type === 'warning');
  const calm = toasts.filter((toast) => toast.type === 'success' || toast.type === 'info');
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Viewport>
        <Region role="alert" aria-live="assertive">
          {urgent.map((toast) => <Toast key={toast.id} toast={toast} onDismiss={dismiss} />)}
        </Region>
        <Region role="status" aria-live="polite">
          {calm.map((toast) => <Toast key={toast.id} toast={toast} onDismiss={dismiss} />)}
        </Region>
      </Viewport>
    </ToastContext.Provider>
  );
}

/** `{ success, error, info, warning }`, each taking the message to show for 5 s. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it (the shell mounts one; wrap tests in one too).');
  return api;
}
