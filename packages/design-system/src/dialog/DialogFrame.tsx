import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useFocusTrap } from './useFocusTrap';

export type DialogSize = 'sm' | 'md' | 'lg';
const WIDTHS: Record<DialogSize, string> = { sm: '420px', md: '560px', lg: '800px' };

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.base};
`;

const Panel = styled.div<{ $size: DialogSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: calc(100vh - 32px);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} ${({ theme }) => theme.transitions.base};

  &:focus { outline: none; }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(5)} 0`};

  h2 { margin: 0; }
`;

const CloseButton = styled.button`
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  margin: -6px -6px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.text}; }
`;

const Body = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `0 ${theme.space(5)} ${theme.space(5)}`};
`;

let scrollLocks = 0;

/** Stops the page behind an open dialog from scrolling (counted, for stacked dialogs). */
function useBodyScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    if (scrollLocks++ === 0) document.body.style.overflow = 'hidden';
    return () => {
      if (--scrollLocks === 0) document.body.style.overflow = '';
    };
  }, [active]);
}

export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the backdrop and the × button call this; without it the dialog only closes from its buttons. */
  onDismiss?: () => void;
  role?: 'dialog' | 'alertdialog';
  size?: DialogSize;
  closeLabel?: string;
  /** Id of the element that describes the dialog (confirm and alert messages). */
  describedBy?: string;
  children?: ReactNode;
  footer?: ReactNode;
}

/** A modal dialog in a portal on document.body: focus trapped, Escape and backdrop dismiss. */
export function DialogFrame({
  open,
  title,
  onDismiss,
  role = 'dialog',
  size = 'md',
  closeLabel = 'Close',
  describedBy,
  children,
  footer,
}: DialogFrameProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open, onDismiss);
  useBodyScrollLock(open);
  if (!open) return null;

  return createPortal(
    <Overlay
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onDismiss?.();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $size={size}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          {onDismiss && (
            <CloseButton type="button" onClick={onDismiss} aria-label={closeLabel} data-skip-initial-focus>
              <span aria-hidden="true">×</span>
            </CloseButton>
          )}
        </Header>
        {children !== undefined && children !== null && <Body>{children}</Body>}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Overlay>,
    document.body,
  );
}
