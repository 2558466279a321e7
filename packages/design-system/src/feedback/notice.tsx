import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

/** Kinds of toasts and banners. */
export type NoticeType = 'success' | 'error' | 'warning' | 'info';

/** Toasts and banners close by themselves after 5 s (spec §4, §9). */
export const NOTICE_AUTO_HIDE_MS = 5000;

const TONE_OF = { success: 'success', error: 'danger', warning: 'warning', info: 'info' } as const;

export const noticeColors = (theme: DefaultTheme, type: NoticeType) => theme.colors.tones[TONE_OF[type]];

const PATHS: Record<NoticeType, string> = {
  success: 'M5 12.5 10 17l9-10',
  error: 'M7 7l10 10M17 7 7 17',
  warning: 'M12 8v5M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
};

export function NoticeIcon({ type }: { type: NoticeType }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {type === 'warning' ? (
        <path d="M12 3 2 20h20L12 3z" strokeWidth="2" strokeLinejoin="round" />
      ) : (
        <circle cx="12" cy="12" r="10" strokeWidth="2" />
      )}
      <path d={PATHS[type]} />
    </svg>
  );
}

export const DismissButton = styled.button`
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  margin: -4px -4px -4px 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.08);
  }
`;
