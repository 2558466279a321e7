import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, VisuallyHidden } from '@farmplate/design-system/core';
import {
  COMPANION_NAME,
  COMPANION_ROLE,
  GENERIC_REPLY,
  STARTERS,
  WELCOME_MESSAGE,
  type ChatMessage,
} from './chatScript';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  width: min(360px, calc(100vw - 32px));
  max-height: min(560px, calc(100vh - 120px));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.onPrimary};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: inherit;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
`;

const Log = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $from: ChatMessage['from'] }>`
  max-width: 85%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  align-self: ${({ $from }) => ($from === 'visitor' ? 'flex-end' : 'flex-start')};
  background: ${({ theme, $from }) => ($from === 'visitor' ? theme.colors.primary : theme.colors.surfaceAlt)};
  color: ${({ theme, $from }) => ($from === 'visitor' ? theme.colors.onPrimary : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Starters = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ChatPanelProps {
  id: string;
  /** The conversation so far (kept by the widget while the panel is closed). */
  messages: ChatMessage[];
  /** Adds the visitor's line and the companion's answer to the conversation. */
  onExchange: (question: string, answer: string) => void;
  onClose: () => void;
}

export default function ChatPanel({ id, messages, onExchange, onClose }: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const welcome = messages.length === 0;

  // Effect bodies in braces: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  // Enter sends (the form submits); an empty message is ignored.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    onExchange(text, GENERIC_REPLY);
    setDraft('');
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <Panel id={id} role="dialog" aria-labelledby={`${id}-title`} onKeyDown={closeOnEscape}>
      <Header>
        <div>
          <h2 id={`${id}-title`}>Chat with {COMPANION_NAME}</h2>
          <p>{COMPANION_ROLE}</p>
        </div>
      </Header>
      <Body>
        <div role="log" aria-live="polite" aria-label="Conversation">
          <Log>
            <Bubble $from="companion">{WELCOME_MESSAGE}</Bubble>
            {messages.map((message) => (
              <Bubble key={message.id} $from={message.from}>
                <VisuallyHidden>{message.from === 'visitor' ? 'You: ' : `${COMPANION_NAME}: `}</VisuallyHidden>
                {message.text}
              </Bubble>
            ))}
          </Log>
        </div>
        {welcome && (
          <Starters role="group" aria-label="Conversation starters">
            {STARTERS.map((starter) => (
              <Button
                key={starter.id}
                variant="secondary"
                size="sm"
                onClick={() => onExchange(starter.label, starter.reply)}
              >
                {starter.label}
              </Button>
            ))}
          </Starters>
        )}
        <div ref={end} />
      </Body>
      <Composer onSubmit={submit}>
        <VisuallyHidden as="label" htmlFor={`${id}-input`}>
          Message {COMPANION_NAME}
        </VisuallyHidden>
        <Input
          ref={input}
          id={`${id}-input`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Type a message..."
          autoComplete="off"
        />
        <Button type="submit">Send</Button>
      </Composer>
    </Panel>
  );
}
