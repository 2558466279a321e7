/**
 * Keeps what a visitor does on a prerendered page before React has taken it over, and hands it to
 * the app once it has (the prerender inlines this function at the top of the page's body, before
 * the root's markup: it runs before any of the page is painted, since the browser may paint the
 * top of the page while it still parses the rest; the server allows it by its hash). Until the
 * root loses `data-prerendered` (src/main.tsx):
 * - a link works as a link (the next page is prerendered too); a link that carries a region
 *   choice (`data-preferred-region`, the region switch) remembers it as the app would;
 * - a click on a button, and a form's submission, are held (a form never submits on its own, so
 *   no field ever goes into an address) and replayed in order once the page is hydrated;
 * - typed text stays in its field, and is handed to the app (a change event) once hydrated;
 * - a page's first entry that fails to load starts the app in its place.
 * Each part the visitor reached is first made to hydrate, if it is still server HTML (an event into
 * it: React hydrates a discrete event's target at once, the islands' entry an island), and what was
 * done is replayed in the next task. Then the listeners go.
 *
 * Written without imports or helpers: its source is the inline script.
 */
export function captureEarlyEvents(): void {
  // the root is parsed after this script: looked up when needed
  const prerenderedRoot = () => {
    const root = document.getElementById('root');
    return root && root.hasAttribute('data-prerendered') ? root : null;
  };
  const held: { target: HTMLElement; submitter?: HTMLElement | null }[] = [];
  // what each field held after the visitor's last change: the app's first render after hydration
  // writes its own (empty) state into the field, before the values are handed over
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string | boolean>();
  const early = (event: Event): Element | null =>
    event.target instanceof Element && prerenderedRoot()?.contains(event.target) ? event.target : null;
  const hold = (event: Event, target: HTMLElement, submitter?: HTMLElement | null) => {
    event.preventDefault();
    event.stopPropagation();
    if (held[held.length - 1]?.target !== target) held.push({ target, submitter });
  };
  const onClick = (event: Event) => {
    const target = early(event);
    if (!target) return;
    const link = target.closest('a[href]');
    if (link) {
      const region = link.getAttribute('data-preferred-region');
      if (region === 'us' || region === 'ng') {
        try {
          localStorage.setItem('preferredRegion', region);
        } catch {
          // storage refused: the cookie still carries the choice
        }
        document.cookie = `preferredRegion=${region}; Path=/; Max-Age=31536000; SameSite=Lax`;
      }
      return;
    }
    const control = target.closest<HTMLElement>('button, [role="button"], summary');
    if (control) hold(event, control);
  };
  const onSubmit = (event: Event) => {
    const form = early(event);
    if (form instanceof HTMLFormElement) hold(event, form, (event as SubmitEvent).submitter);
  };
  const onInput = (event: Event) => {
    const field = early(event);
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      typed.set(field, field.checked);
    else if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
      typed.set(field, field.value);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onInput],
    ['change', onInput],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
  // The page's own first entry (its islands', a sign-in screen's) could not be had, its remote
  // being down: the app starts instead and shows there what it shows for a remote that is down.
  window.addEventListener(
    'error',
    (event) => {
      const script = event.target;
      const app = script instanceof HTMLScriptElement && script.getAttribute('data-shell-entry');
      if (!app || !script.hasAttribute('data-first-entry')) return;
      const start = document.createElement('script');
      start.src = app;
      document.head.append(start);
    },
    true,
  );

  const hydrateAt = (element: Element) => element.dispatchEvent(new Event('input', { bubbles: true }));
  const handOver = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, wanted: string | boolean) => {
    hydrateAt(field);
    if (typeof wanted === 'boolean') {
      // React's own setter records the other state; the click sets the wanted one and tells React
      (field as HTMLInputElement).checked = !wanted;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      field.value = wanted;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      // React's own setter records '' as the field's value; the browser's sets the wanted one
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, wanted);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  new MutationObserver((_records, observer) => {
    if (!document.getElementById('root') || prerenderedRoot()) return;
    observer.disconnect();
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    // every part the visitor reached is hydrated first; what they did is handed over in the next
    // task, once the renders those hydrations asked for have run (a form's fields register in an
    // effect and take a change only from the render after it)
    typed.forEach((_wanted, field) => field.isConnected && hydrateAt(field));
    for (const { target } of held) if (target.isConnected) hydrateAt(target);
    setTimeout(() => {
      typed.forEach((wanted, field) => field.isConnected && handOver(field, wanted));
      for (const { target, submitter } of held) {
        if (!target.isConnected) continue;
        if (target instanceof HTMLFormElement) target.requestSubmit(submitter?.isConnected ? submitter : null);
        else target.click();
      }
    });
  }).observe(document, { attributes: true, attributeFilter: ['data-prerendered'], subtree: true });
}
