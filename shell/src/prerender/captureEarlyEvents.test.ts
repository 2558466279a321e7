import { captureEarlyEvents } from './captureEarlyEvents';

/** A prerendered page in jsdom, with the capture started as the inline script starts it. */
function prerenderedPage(markup: string) {
  document.body.innerHTML = `<div id="root" data-prerendered="">${markup}</div>`;
  captureEarlyEvents();
  const root = document.getElementById('root')!;
  return {
    /** What the shell does once the page has hydrated; the replay comes in the next task. */
    hydrated: async () => {
      root.removeAttribute('data-prerendered');
      await Promise.resolve(); // the observer's callback
      await new Promise((resolve) => setTimeout(resolve));
    },
  };
}

afterEach(() => {
  localStorage.clear();
  document.cookie = 'preferredRegion=; Path=/; Max-Age=0';
});

test('a form sent before hydration is held, and sent once the page has hydrated', async () => {
  const page = prerenderedPage('<form method="post" action="/login"><button type="submit">Login</button></form>');
  const form = document.querySelector('form')!;
  const sent: string[] = [];
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('button')!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);

  const submit = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);

  // the app's own handlers, as React's listener on the root would run them
  document.getElementById('root')!.addEventListener('click', () => sent.push('click'));
  form.requestSubmit = () => void sent.push('submit');
  await page.hydrated();
  expect(sent).toEqual(['click', 'submit']);
});

test('the capture starts before the root is parsed: a press on what was painted first is held and replayed', async () => {
  // as in the page: the script comes first, the root's markup after it (painted before the rest is parsed)
  document.body.innerHTML = '';
  captureEarlyEvents();
  document.body.insertAdjacentHTML('beforeend', '<div id="root" data-prerendered=""><button>Menu</button></div>');
  const pressed: string[] = [];
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('button')!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);

  document.getElementById('root')!.addEventListener('click', () => pressed.push('Menu'));
  document.getElementById('root')!.removeAttribute('data-prerendered');
  await Promise.resolve(); // the observer's callback
  await new Promise((resolve) => setTimeout(resolve));
  expect(pressed).toEqual(['Menu']);
});

test('typed text is handed to the app with the value the visitor left, even if a render emptied the field', async () => {
  const page = prerenderedPage('<input type="search" aria-label="Search menu">');
  const field = document.querySelector('input')!;
  field.value = 'jerk';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = ''; // the app's first render after hydration writes its own state
  const seen: string[] = [];
  document.addEventListener('input', () => seen.push(field.value));
  await page.hydrated();
  expect(field.value).toBe('jerk');
  expect(seen.at(-1)).toBe('jerk');
});

test('a link works as a link, and a region switch link remembers the choice for the app and the server', () => {
  prerenderedPage('<a href="/ng" data-preferred-region="ng">NG</a><a href="/us/menu">Menu</a>');
  const [regionLink, menuLink] = [...document.querySelectorAll('a')];
  // what matters is that the click is left to the browser: nothing before the page's end prevents it
  const leftToTheBrowser: boolean[] = [];
  const browser = (event: Event) => {
    leftToTheBrowser.push(!event.defaultPrevented);
    event.preventDefault(); // jsdom does not navigate anyway
  };
  document.addEventListener('click', browser);
  for (const link of [regionLink!, menuLink!])
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  document.removeEventListener('click', browser);
  expect(leftToTheBrowser).toEqual([true, true]);
  expect(localStorage.getItem('preferredRegion')).toBe('ng');
  expect(document.cookie).toContain('preferredRegion=ng');
});

test('after hydration nothing is held', async () => {
  const page = prerenderedPage('<button type="button">Next</button>');
  await page.hydrated();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('button')!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(false);
});

test('each part reached is hydrated before anything is handed to it: a form registering its fields in an effect gets the text', async () => {
  const page = prerenderedPage('<form><input name="email" aria-label="Email"><button>Login</button></form>');
  const field = document.querySelector('input')!;
  field.value = 'ada@example.com';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  document.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  // as a form hydrated at the first event into it: its fields register in an effect (a microtask
  // after the hydration) and take changes from the render after it (another)
  let registered = false;
  const handed: { value: string; registered: boolean }[] = [];
  const clicks: boolean[] = [];
  document.addEventListener(
    'input',
    () => queueMicrotask(() => void Promise.resolve().then(() => (registered = true))),
    { once: true },
  );
  document.addEventListener('input', () => handed.push({ value: field.value, registered }));
  document.addEventListener('click', () => clicks.push(registered));
  await page.hydrated();
  expect(handed.at(-1)).toEqual({ value: 'ada@example.com', registered: true });
  expect(clicks).toEqual([true]);
});
