import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { DismissButton, NOTICE_AUTO_HIDE_MS, NoticeIcon, noticeColors, type NoticeType } from './notice';

const Box = styled.div<{ $type: NoticeType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid currentColor;
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $type }) => noticeColors(theme, $type).bg};
  color: ${({ theme, $type }) => noticeColors(theme, $type).fg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

const Message = styled.div`
  flex: 1;
  min-width: 0;
`;

export interface BannerProps {
  type: NoticeType;
  message: ReactNode;
  /** Called by the × button and after `autoHideMs`. */
  onDismiss: () => void;
  /** Default 5000; 0 keeps the banner until dismissed. */
  autoHideMs?: number;
  dismissLabel?: string;
  className?: string;
}

/** An inline notification above a form or list; errors are announced assertively. */
export function Banner({
  type,
  message,
  onDismiss,
  autoHideMs = NOTICE_AUTO_HIDE_MS,
  dismissLabel = 'Dismiss',
  className,
}: BannerProps) {
  const onDismissRef = useRef(onDismiss);
  useLayoutEffect(() => {
    onDismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (autoHideMs <= 0) return undefined;
    const timer = setTimeout(() => onDismissRef.current(), autoHideMs);
    return () => clearTimeout(timer);
  }, [type, message, autoHideMs]);

  return (
    <Box role={type === 'error' ? 'alert' : 'status'} $type={type} className={className}>
      <NoticeIcon type={type} />
      <Message>{message}</Message>
      <DismissButton type="button" onClick={onDismiss} aria-label={dismissLabel}>
        <span aria-hidden="true">×</span>
      </DismissButton>
    </Box>
  );
}
