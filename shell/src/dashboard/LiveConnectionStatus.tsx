import styled from 'styled-components';
import { useLiveStatus } from '@farmplate/api-client';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:empty {
    display: none;
  }
`;

export const LIVE_INTERRUPTED_TEXT =
  'Live updates are interrupted. They resume by themselves; until then this page refreshes every few seconds.';

/**
 * Says when the tab's live-update stream is interrupted (the screens poll meanwhile). The status
 * region stays in the page, empty while live, so its text is announced when it appears.
 */
export function LiveConnectionStatus() {
  const status = useLiveStatus();
  return <Notice role="status">{status === 'interrupted' ? LIVE_INTERRUPTED_TEXT : ''}</Notice>;
}
