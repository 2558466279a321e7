/** @jest-environment jsdom */
// public/start-after-first-screen.js: the shell's entry runs once the first paint is on screen and
// the first screen's images are ready and painted, or a second after the page started at the latest.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const START_SCRIPT = readFileSync(path.join(__dirname, '../../public/start-after-first-screen.js'), 'utf8');

/** A first screen's image whose decoding the test finishes (or fails) when it wants. */
function firstScreenImage() {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  let finish: (failed?: boolean) => void = () => undefined;
  image.decode = () =>
    new Promise<void>((resolve, reject) => {
      finish = (failed) => (failed ? reject(new Error('broken image')) : resolve());
    });
  document.body.append(image);
  return { finish: (failed?: boolean) => finish(failed) };
}

const entryScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

/** Runs the start script on the current page, as the browser would (jsdom runs a script's text). */
function runStartScript() {
  const tag = document.createElement('script');
  tag.dataset.entry = '/main.1234abcd.js';
  tag.textContent = START_SCRIPT;
  document.body.append(tag);
}

let frames: FrameRequestCallback[] = [];
/** The browser draws a frame: the callbacks asked for it run. */
const drawFrame = () => {
  const callbacks = frames;
  frames = [];
  callbacks.forEach((callback) => callback(performance.now()));
};

/** The browser's paint timing: what the page observes, and the first contentful paint it reports. */
let paintObservers: Array<(entries: { getEntriesByName: (name: string) => unknown[] }) => void> = [];
const showFirstContentfulPaint = () =>
  paintObservers.forEach((report) =>
    report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) }),
  );
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: (entries: unknown, observer: FakePerformanceObserver) => void) {}
  observe() {
    paintObservers.push((entries) => this.callback(entries, this));
  }
  disconnect() {
    paintObservers = [];
  }
}

/** Lets the promises settled so far run their callbacks. */
const settle = () => jest.advanceTimersByTimeAsync(0);

/** Two frames go by, with what the page started before and between them run. */
async function twoFramesGoBy() {
  await settle();
  drawFrame();
  drawFrame();
  await settle();
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  frames = [];
  paintObservers = [];
  Object.assign(window, { PerformanceObserver: FakePerformanceObserver });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('the entry runs once the first paint is shown and the next frames have painted the first screen’s images', async () => {
  const hero = firstScreenImage();
  const dish = firstScreenImage();
  runStartScript();

  showFirstContentfulPaint();
  hero.finish();
  await settle();
  drawFrame();
  await settle();
  expect(entryScripts()).toEqual([]); // one image is still on its way

  dish.finish(true); // a broken image does not hold the page back
  await settle();
  expect(entryScripts()).toEqual([]);
  drawFrame(); // paints the images
  await settle();
  expect(entryScripts()).toEqual([]);
  drawFrame(); // begins once that frame is shown: the entry runs in the task after it
  expect(entryScripts()).toEqual([]);
  await settle();
  expect(entryScripts()).toEqual(['/main.1234abcd.js']);

  jest.advanceTimersByTime(1000);
  expect(entryScripts()).toEqual(['/main.1234abcd.js']);
});

test('a page without images on its first screen starts two frames after its first paint is shown', async () => {
  runStartScript();
  await twoFramesGoBy();
  expect(entryScripts()).toEqual([]); // the first paint is not on screen yet

  showFirstContentfulPaint();
  await twoFramesGoBy();
  expect(entryScripts()).toEqual(['/main.1234abcd.js']);
});

test('the app starts a second after the page at the latest, whatever its images or frames do', () => {
  firstScreenImage(); // never loads
  runStartScript();
  jest.advanceTimersByTime(999);
  expect(entryScripts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(entryScripts()).toEqual(['/main.1234abcd.js']);
});

test('a browser without paint timing or image decoding starts the app after two frames', async () => {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  Object.assign(image, { decode: undefined });
  document.body.append(image);
  Object.assign(window, { PerformanceObserver: undefined });
  runStartScript();
  await twoFramesGoBy();
  expect(entryScripts()).toEqual(['/main.1234abcd.js']);
});
