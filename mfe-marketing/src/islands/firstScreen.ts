/**
 * The box of what an element holds: islands and dish slots are `display: contents` (no box of their
 * own), so their content's box is read. Null when nothing of it is shown (the chat, empty until the
 * page has hydrated).
 */
export function contentBox(element: Element): DOMRect | null {
  const range = document.createRange();
  range.selectNodeContents(element);
  const box = range.getBoundingClientRect();
  return box.width > 0 || box.height > 0 ? box : null;
}

/** Whether any of what an element holds is on the first screen; one with nothing shown is on no screen. */
export function isOnFirstScreen(element: Element): boolean {
  const box = contentBox(element);
  return box !== null && box.bottom > 0 && box.top < window.innerHeight;
}
