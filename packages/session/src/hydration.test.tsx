/** @jest-environment jsdom */
import { act, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { lazyWithPreload } from './hydration';
import { signIn, signOut, usePreferredRegion, useSession } from './session';
import { preferredRegionAtom, sessionStore, type SessionUser } from './atoms';

function Greeting() {
  const { user } = useSession();
  const region = usePreferredRegion();
  return (
    <p>
      {user ? `Hello ${user.name}` : 'Hello visitor'} ({region ?? 'no region'})
    </p>
  );
}

afterEach(() => {
  signOut();
  sessionStore.set(preferredRegionAtom, null);
});

test('a page prerendered for nobody hydrates without a mismatch, then shows the stored session and region', async () => {
  const prerendered = renderToString(<Greeting />);
  expect(prerendered).toContain('Hello visitor');

  const ada: SessionUser = {
    id: 1,
    name: 'Ada',
    email: 'ada@example.test',
    role: 'kitchen',
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
  };
  signIn('token', ada);
  sessionStore.set(preferredRegionAtom, 'ng');
  const container = document.createElement('div');
  container.innerHTML = prerendered;
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Greeting />, { onRecoverableError: (error) => recoverableErrors.push(error) });
  });

  expect(recoverableErrors).toEqual([]);
  expect(container.textContent).toBe('Hello Ada (ng)');
});

test('a lazy page whose chunk was preloaded renders at once: hydration never waits on it', async () => {
  const Page = lazyWithPreload(async () => ({ default: () => <p>Menu</p> }));
  expect(Page.isLoaded()).toBe(false);
  await Page.preload();
  expect(Page.isLoaded()).toBe(true);
  // React.lazy alone would suspend on this first render, showing the fallback
  const html = renderToString(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
  expect(html).toContain('Menu');
  expect(html).not.toContain('Loading');
});
