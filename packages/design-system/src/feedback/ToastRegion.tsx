import * as ToastPrimitive from '@radix-ui/react-toast';
import styled from 'styled-components';
import { DismissButton, NOTICE_AUTO_HIDE_MS, NoticeIcon, noticeColors, type NoticeType } from './notice';
import type { ToastItem } from './ToastProvider';

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  left: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;

  ${({ theme }) => theme.media.sm} {
    left: auto;
    width: 380px;
  }
`;

const ToastBox = styled(ToastPrimitive.Root)<{ $type: NoticeType }>`
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

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
  p {
    flex: 1;
    min-width: 0;
    margin: 0;
  }
`;

/**
 * The toasts on screen, on Radix Toast: each hides after 5 s (paused while hovered or focused),
 * F8 jumps to the region, a swipe or Escape dismisses. Errors and warnings are announced
 * assertively, the rest politely. Loaded apart from the first screen (ToastProvider).
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <ToastPrimitive.Provider duration={NOTICE_AUTO_HIDE_MS} label="Notification" swipeDirection="right">
      {toasts.map((toast) => (
        <ToastBox
          key={toast.id}
          $type={toast.type}
          type={toast.type === 'error' || toast.type === 'warning' ? 'foreground' : 'background'}
          data-type={toast.type}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <NoticeIcon type={toast.type} />
          <ToastPrimitive.Description asChild>
            <p>{toast.message}</p>
          </ToastPrimitive.Description>
          <ToastPrimitive.Close asChild>
            <DismissButton type="button" aria-label="Dismiss notification">
              <span aria-hidden="true">×</span>
            </DismissButton>
          </ToastPrimitive.Close>
        </ToastBox>
      ))}
      <Viewport />
    </ToastPrimitive.Provider>
  );
}
