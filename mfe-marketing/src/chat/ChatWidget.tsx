import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@farmplate/design-system/core';
import { Icon } from '../page/icons';
import type { ChatMessage } from './chatScript';

// The conversation (its UI and canned replies) loads only when a visitor first opens the chat.
const ChatPanel = lazy(() => import('./ChatPanel'));

const Corner = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const Launcher = styled(Button)`
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/** On a phone the launcher is just its icon; the text stays its accessible name. */
const LauncherText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;

  ${({ theme }) => theme.media.md} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
  }
`;

const PANEL_ID = 'farmplate-chat';

/**
 * The floating chat with the food companion (spec §1): closed or open; the welcome state with
 * four starters until the visitor picks one or types, then the conversation. Canned replies only.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const nextId = useRef(1);
  const launcher = useRef<HTMLButtonElement>(null);

  const exchange = useCallback((question: string, answer: string) => {
    setMessages((current) => [
      ...current,
      { id: nextId.current++, from: 'visitor', text: question },
      { id: nextId.current++, from: 'companion', text: answer },
    ]);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  return (
    <Corner>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel id={PANEL_ID} messages={messages} onExchange={exchange} onClose={close} />
        </Suspense>
      )}
      <Launcher
        ref={launcher}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name="chat" size={20} />
        <LauncherText>{open ? 'Close chat' : 'Chat with Ama'}</LauncherText>
      </Launcher>
    </Corner>
  );
}
