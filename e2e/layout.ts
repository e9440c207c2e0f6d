// Issue 22: what does not fit a phone, found in one look at the page (one evaluate, no extra
// navigation), for the languages walk: the page scrolling sideways, a header control past the
// screen's edge (the language button pushed off, so a visitor cannot leave a wrong language),
// and anything sticking out of its card (a Russian role badge on Members).
import type { Page } from '@playwright/test';

/** Each thing on the page that does not fit, in words; none: an empty list. */
export async function layoutOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const width = window.innerWidth;
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide in ${width} px`);
    for (const header of document.querySelectorAll('header, [role="banner"]')) {
      for (const control of header.querySelectorAll('a[href], button, summary')) {
        const box = control.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.left < 0 || box.right > width + 0.5)
          problems.push(`header ${name(control)} is at ${box.left}–${box.right} px`);
      }
    }
    // A card: Mantine's Paper or Card, with a border (a list item of the phone lists, a section).
    for (const card of document.querySelectorAll('.mantine-Paper-root, .mantine-Card-root')) {
      const edge = card.getBoundingClientRect();
      if (edge.width === 0 || card.closest('[role="dialog"], [role="menu"]')) continue;
      for (const inner of card.querySelectorAll('*')) {
        const box = inner.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        // What a scrolling or clipping box holds is that box's business, not the card's.
        let clipped = false;
        for (let up = inner.parentElement; up && up !== card; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
        }
        if (clipped) continue;
        if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5) {
          problems.push(
            `${name(inner)} sticks out of its card by ${Math.round(Math.max(edge.left - box.left, box.right - edge.right))} px`,
          );
          break;
        }
      }
    }
    return problems;
  });
}
