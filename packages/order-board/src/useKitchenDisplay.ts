import { useCallback, useEffect, useRef, useState } from 'react';
import type { KitchenOrder } from '@farmplate/contracts';
import { arrivedOrders, boardTitle } from './orderWorkflow';

/** The current time, refreshed every `intervalMs` (the cards' waited minutes). */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * A short two-tone chime. Browsers only let a page play sound after the user has interacted with
 * it, so the audio context is created on the first tap or key press and reused afterwards.
 */
function useChime() {
  const context = useRef<AudioContext | null>(null);
  useEffect(() => {
    const unlock = () => {
      if (!context.current && typeof AudioContext !== 'undefined') context.current = new AudioContext();
      void context.current?.resume();
    };
    document.addEventListener('pointerdown', unlock, { once: true });
    document.addEventListener('keydown', unlock, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, []);
  return useCallback(() => {
    const audio = context.current;
    if (!audio || audio.state !== 'running') return false;
    [880, 1320].forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const start = audio.currentTime + index * 0.18;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.16);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.17);
    });
    return true;
  }, []);
}

/**
 * New orders that arrive while the board is open chime (when `sound` is on) and the tab title
 * carries the count of new orders (`newOrders`, the board's true count, else the loaded ones).
 * The first load only records what is already there; an order loaded later (another tab, the
 * next page) arrived only if it is newer than every order seen before.
 */
export function useNewOrderAlerts(
  orders: readonly KitchenOrder[] | undefined,
  { sound, enabled = true, newOrders }: { sound: boolean; enabled?: boolean; newOrders?: number },
) {
  const newest = useRef<number | null>(null);
  const chime = useChime();
  const [chimes, setChimes] = useState(0);

  useEffect(() => {
    if (!enabled || !orders) return;
    const highest = Math.max(0, ...orders.map((order) => order.id));
    if (newest.current === null) {
      newest.current = highest;
      return;
    }
    const arrived = arrivedOrders(orders, newest.current);
    newest.current = Math.max(newest.current, highest);
    if (arrived.length && sound && chime()) setChimes((count) => count + 1);
  }, [orders, sound, chime, enabled]);

  const newCount = newOrders ?? orders?.filter((order) => order.status === 'new').length ?? 0;
  useEffect(() => {
    // the shared board elsewhere (the farmer's) keeps the shell's title
    if (!enabled) return undefined;
    const previous = document.title;
    document.title = boardTitle(newCount);
    return () => {
      document.title = previous;
    };
  }, [newCount, enabled]);

  return { chimes };
}
