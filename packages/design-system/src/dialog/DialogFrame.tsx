import * as AlertPrimitive from '@radix-ui/react-alert-dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';

export type DialogSize = 'sm' | 'md' | 'lg';
const WIDTHS: Record<DialogSize, string> = { sm: '420px', md: '560px', lg: '800px' };

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

/** The backdrop also lays the panel out (Radix's scrollable-overlay pattern: content inside the overlay). */
const overlayStyles = css`
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
const DialogOverlay = styled(DialogPrimitive.Overlay)`
  ${overlayStyles}
`;
const AlertOverlay = styled(AlertPrimitive.Overlay)`
  ${overlayStyles}
`;

const panelStyles = css<{ $size: DialogSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => WIDTHS[$size]};
  max-height: calc(100vh - 32px);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} ${({ theme }) => theme.transitions.base};

  &:focus {
    outline: none;
  }
`;
const DialogPanel = styled(DialogPrimitive.Content)<{ $size: DialogSize }>`
  ${panelStyles}
`;
const AlertPanel = styled(AlertPrimitive.Content)<{ $size: DialogSize }>`
  ${panelStyles}
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(5)} ${theme.space(5)} 0`};

  h2 {
    margin: 0;
  }
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
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
  }
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

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogFrameProps {
  open: boolean;
  title: ReactNode;
  /** Escape, the backdrop (plain dialogs) and the × button call this; without it the dialog only closes from its buttons. */
  onDismiss?: () => void;
  /** 'alertdialog' (Radix AlertDialog): a confirmation or an alert; the backdrop does not dismiss it. */
  role?: 'dialog' | 'alertdialog';
  size?: DialogSize;
  closeLabel?: string;
  /** Content that describes the dialog (the confirm or alert message), wired to aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * A modal dialog on Radix UI (Dialog, or AlertDialog for role="alertdialog"): portal on
 * document.body, focus trapped, page behind inert and not scrollable, Escape closes only the top
 * dialog, focus goes back to the element that had it before opening. First focus goes to
 * `[data-autofocus]`, else to the first control of the body (not the × button).
 */
export function DialogFrame({
  open,
  title,
  onDismiss,
  role = 'dialog',
  size = 'md',
  closeLabel = 'Close',
  description,
  children,
  footer,
}: DialogFrameProps) {
  const openerRef = useRef<HTMLElement | null>(null);
  const alert = role === 'alertdialog';
  const P = alert ? AlertPrimitive : DialogPrimitive;
  const Overlay = alert ? AlertOverlay : DialogOverlay;
  const Panel = alert ? AlertPanel : DialogPanel;

  const onOpenAutoFocus = (event: Event) => {
    // Still the opener: Radix moves focus after this handler.
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = event.currentTarget as HTMLElement;
    const first =
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      Array.from(panel.querySelectorAll<HTMLElement>(TABBABLE)).find(
        (el) => !el.hasAttribute('data-skip-initial-focus'),
      );
    event.preventDefault();
    (first ?? panel).focus();
  };
  const onCloseAutoFocus = (event: Event) => {
    // Controlled dialogs have no Radix Trigger: give focus back to whatever opened them.
    event.preventDefault();
    if (openerRef.current?.isConnected) openerRef.current.focus();
  };

  return (
    <P.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss?.();
      }}
    >
      <P.Portal>
        <Overlay>
          <Panel
            $size={size}
            aria-modal="true"
            tabIndex={-1}
            onOpenAutoFocus={onOpenAutoFocus}
            onCloseAutoFocus={onCloseAutoFocus}
            onEscapeKeyDown={(event) => {
              if (!onDismiss) event.preventDefault();
            }}
            {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          >
            <Header>
              <P.Title>{title}</P.Title>
              {onDismiss && (
                <CloseButton type="button" onClick={onDismiss} aria-label={closeLabel} data-skip-initial-focus>
                  <span aria-hidden="true">×</span>
                </CloseButton>
              )}
            </Header>
            {(description !== undefined || (children !== undefined && children !== null)) && (
              <Body>
                {description !== undefined && (
                  <P.Description asChild>
                    <div>{description}</div>
                  </P.Description>
                )}
                {children}
              </Body>
            )}
            {footer && <Footer>{footer}</Footer>}
          </Panel>
        </Overlay>
      </P.Portal>
    </P.Root>
  );
}
