// @ts-check
// Starts the shell on a prerendered page once the browser has shown the first screen, its images
// included (src/prerender/pageTemplate.ts links this file in place of the shell's entry, which
// the page preloads). The entry's first task is the longest of the page's load: run before the
// first screen was on screen, it held it back (Lighthouse's LCP of /us/menu read 1.5 s or 2.9 s
// from run to run, as the dish's picture came before or after it). The app starts at the latest
// a second after this runs, whatever the page does (a background tab draws no frames).
(() => {
  const entry = /** @type {HTMLScriptElement} */ (document.querySelector('script[data-entry]')).dataset.entry ?? '';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = entry;
    document.head.append(script);
  };
  setTimeout(start, 1000);
  // The browser reports the first contentful paint once that frame is on screen.
  const firstPaintShown = new Promise((resolve) => {
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return resolve(undefined);
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve(undefined);
    }).observe({ type: 'paint', buffered: true });
  });
  /** @type {HTMLImageElement[]} */
  const firstScreenImages = [...document.querySelectorAll('img[fetchpriority="high"]')];
  const imagesReady = firstScreenImages.map((image) => image.decode?.().catch(() => undefined));
  void Promise.all([firstPaintShown, ...imagesReady]).then(() =>
    // the next frame paints the images; the one after it begins once that one is shown
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0))),
  );
})();
