import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLayout } from '../test-support/renderPublic';
import { ChatWidget } from './ChatWidget';
import { GENERIC_REPLY, STARTERS, WELCOME_MESSAGE } from './chatScript';

// Chromium's scrollIntoView returns a promise (jsdom has none): the panel must not hand it to React.
beforeEach(() => {
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Chromium's promise, on purpose
  Element.prototype.scrollIntoView = jest.fn(() => Promise.resolve());
});

/** The scripted reply of the starter at `index`; a missing starter fails the test by name. */
const starterReply = (index: number): string => {
  const starter = STARTERS[index];
  if (!starter) throw new Error(`The chat script has no starter ${index}.`);
  return starter.reply;
};

const openChat = async () => {
  const user = userEvent.setup();
  renderInLayout(<ChatWidget />);
  await user.click(screen.getByRole('button', { name: 'Chat with Ama' }));
  return { user, panel: within(await screen.findByRole('dialog', { name: 'Chat with Ama' })) };
};

test('the chat starts closed', () => {
  renderInLayout(<ChatWidget />);
  expect(screen.getByRole('button', { name: 'Chat with Ama' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('opened, it welcomes the visitor with the four starters', async () => {
  const { panel } = await openChat();
  expect(panel.getByText(WELCOME_MESSAGE)).toBeInTheDocument();
  expect(panel.getByRole('group', { name: 'Conversation starters' })).toBeInTheDocument();
  expect(panel.getAllByRole('button', { name: /./ }).map((button) => button.textContent)).toEqual([
    'Tell me about a soul food classic',
    'Share a food culture story',
    'Find a spot for Jollof rice',
    'Ask me anything',
    'Send',
  ]);
  expect(panel.getByRole('textbox', { name: 'Message Ama' })).toHaveFocus();
});

test('choosing a starter moves to the conversation with its canned reply', async () => {
  const { user, panel } = await openChat();
  await user.click(panel.getByRole('button', { name: 'Find a spot for Jollof rice' }));
  const log = within(panel.getByRole('log', { name: 'Conversation' }));
  expect(log.getByText('Find a spot for Jollof rice')).toBeInTheDocument();
  expect(log.getByText(starterReply(2))).toBeInTheDocument();
  expect(panel.queryByRole('group', { name: 'Conversation starters' })).toBeNull();
});

test('typed text is sent with Enter and answered with the generic reply', async () => {
  const { user, panel } = await openChat();
  const input = panel.getByRole('textbox', { name: 'Message Ama' });
  await user.type(input, 'Do you cater weddings?{Enter}');
  const log = within(panel.getByRole('log', { name: 'Conversation' }));
  expect(log.getByText('Do you cater weddings?')).toBeInTheDocument();
  expect(log.getByText(GENERIC_REPLY)).toBeInTheDocument();
  expect(input).toHaveValue('');
  expect(panel.queryByRole('group', { name: 'Conversation starters' })).toBeNull();

  await user.type(input, '   {Enter}'); // nothing to send
  expect(log.getAllByText(GENERIC_REPLY)).toHaveLength(1);
});

test('closing keeps the conversation for when it opens again; Escape closes too', async () => {
  const { user, panel } = await openChat();
  await user.click(panel.getByRole('button', { name: 'Share a food culture story' }));
  await user.click(screen.getByRole('button', { name: 'Close chat' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Chat with Ama' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Chat with Ama' }));
  const reopened = within(await screen.findByRole('dialog', { name: 'Chat with Ama' }));
  expect(reopened.getByText(starterReply(1))).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});
