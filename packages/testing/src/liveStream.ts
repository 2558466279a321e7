import type { LiveEvent } from '@farmplate/contracts';

/**
 * A stand-in for the browser's EventSource (jsdom has none), so a screen test can send the live
 * events the server would: `installLiveStream()` before rendering, then `live.emit(event)`.
 */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((message: { data: string; lastEventId: string }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
    // the stream is open at once: the screens stop polling
    queueMicrotask(() => this.onopen?.());
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
}

export function installLiveStream() {
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  let id = 0;
  return {
    /** Sends `event` on the tab's open stream, as the server would. */
    emit(event: Omit<LiveEvent, 'id'>) {
      const source = FakeEventSource.opened.filter((each) => !each.closed).at(-1);
      if (!source) throw new Error('no live stream is open');
      id += 1;
      source.onmessage?.({ data: JSON.stringify({ ...event, id }), lastEventId: String(id) });
    },
    get isOpen() {
      return FakeEventSource.opened.some((each) => !each.closed);
    },
    uninstall() {
      delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
    },
  };
}
