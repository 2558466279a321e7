import { act, fireEvent, renderHook } from '@testing-library/react';
import type { KitchenOrder } from '@farmplate/contracts';
import { useNewOrderAlerts } from './useKitchenDisplay';
import { order } from './test-support/renderBoard';

/** Counts the chimes: each plays two tones. */
class FakeAudioContext {
  static tones = 0;
  state = 'suspended';
  currentTime = 0;
  destination = {};
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  createOscillator() {
    return {
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => {
        FakeAudioContext.tones += 1;
      },
      stop: () => undefined,
    };
  }
  createGain() {
    const gain = {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
    return gain;
  }
}

beforeEach(() => {
  FakeAudioContext.tones = 0;
  (globalThis as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
});

const first = [order({ id: 1 }), order({ id: 2, status: 'preparing' })];
const withNew = [...first, order({ id: 5, order_number: 'ORD-NEW' })];

function renderAlerts(sound: boolean) {
  return renderHook(({ orders }: { orders: KitchenOrder[] }) => useNewOrderAlerts(orders, { sound }), {
    initialProps: { orders: first },
  });
}

test('a new order chimes once the cook has tapped the page, and only when notifications are on', async () => {
  const { rerender, result } = renderAlerts(true);
  // before any tap the browser would refuse to play: nothing is played
  rerender({ orders: [...first, order({ id: 4 })] });
  expect(FakeAudioContext.tones).toBe(0);

  fireEvent.pointerDown(document);
  await act(async () => undefined);
  rerender({ orders: [...first, order({ id: 4 }), ...withNew.slice(2)] });
  expect(FakeAudioContext.tones).toBe(2);
  expect(result.current.chimes).toBe(1);

  // the same orders again (a poll with nothing new) stay silent
  rerender({ orders: [...first, order({ id: 4 }), ...withNew.slice(2)] });
  expect(FakeAudioContext.tones).toBe(2);
});

test('with order notifications off no chime plays', async () => {
  const { rerender } = renderAlerts(false);
  fireEvent.pointerDown(document);
  await act(async () => undefined);
  rerender({ orders: withNew });
  expect(FakeAudioContext.tones).toBe(0);
});

test('the tab title carries the count of new orders while the board is open', () => {
  const { rerender, unmount } = renderAlerts(false);
  expect(document.title).toBe('(1) New orders · FarmPlate');
  rerender({ orders: withNew });
  expect(document.title).toBe('(2) New orders · FarmPlate');
  unmount();
  expect(document.title).not.toMatch(/New orders/);
});
