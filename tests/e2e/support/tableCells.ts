import type { Locator } from 'playwright-core';

export interface TableCheck {
  /** Names the table in the problems (page and width). */
  label: string;
  /** The actions column's configured width; without one it must be as wide as its buttons. */
  actionsWidth?: number;
}

/**
 * What keeps a person from seeing a list table's data, as sentences (none: everything can be seen).
 * `table` is the `.jimu-table` wrapper. Checked in the page as a person would look:
 *
 * - every data cell of the first row lies inside the window, inside the table's scrolling box and
 *   not under a fixed (sticky) column — where it does not, the table must have a horizontal
 *   scroller whose scrollbar is inside the window (the box's own, or one standing in for it), and
 *   scrolling that scroller must bring the cell fully into view;
 * - a table that scrolls sideways shows it: a fixed column casts a shadow (its `::after`) on the
 *   side where more columns are, and none once there are no more;
 * - no cell's content is wider than its cell; content cut short (ellipsis) carries its full text
 *   in a title; no text breaks inside a Latin word or number (an e-mail, a URL, an id) — between
 *   the words of a camelCase name is a break between words;
 * - the actions column holds its buttons on one line and, without a configured width, is no wider
 *   than they are (plus the cell's padding).
 *
 * @example expect(await tableProblems(page.locator('.jimu-view:not([hidden]) .jimu-table'), { label: 'users 1440' })).toEqual([]);
 */
export function tableProblems(table: Locator, check: TableCheck): Promise<string[]> {
  return table.evaluate(async (root, { label, actionsWidth }) => {
    const problems: string[] = [];
    const say = (text: string) => problems.push(`${label}: ${text}`);
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const body = [...root.children].find((child) => /auto|scroll/.test(getComputedStyle(child).overflowX)) as
      | HTMLElement
      | undefined;
    if (!body) return [`${label}: the table has no scrolling box`];
    const layoutOf = () =>
      [
        body.clientWidth,
        body.scrollWidth,
        ...[...body.querySelectorAll('thead th')].map((th) => th.clientWidth),
      ].join();
    // The table lays itself out after a resize (its box is measured, then its columns): wait until
    // two frames in a row show the same layout.
    let last = '';
    for (let count = 0; count < 60; count++) {
      await frame();
      const now = layoutOf();
      if (now === last) break;
      last = now;
    }
    body.scrollLeft = 0;
    await frame();
    const firstRow = body.querySelector('tbody tr') as HTMLTableRowElement | null;
    if (!firstRow || firstRow.cells.length < 2) return [`${label}: the table shows no rows`];
    const titles = [...body.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const sticky = (cell: Element) => getComputedStyle(cell).position === 'sticky';
    const isSelection = (cell: Element) => cell.querySelector('input[type="checkbox"]') !== null;

    // The band of the first row a person sees: window ∩ the box's inside, between the fixed cells.
    const band = () => {
      const box = body.getBoundingClientRect();
      let left = Math.max(0, box.left + body.clientLeft);
      let right = Math.min(window.innerWidth, box.left + body.clientLeft + body.clientWidth);
      const middle = (left + right) / 2;
      for (const cell of firstRow.cells) {
        if (!sticky(cell)) continue;
        const rect = cell.getBoundingClientRect();
        if (rect.left + rect.width / 2 < middle) left = Math.max(left, rect.right);
        else right = Math.min(right, rect.left);
      }
      return { left, right };
    };
    const hits = (cell: Element, x: number, y: number) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (top === cell || cell.contains(top));
    };
    const inView = (cell: HTMLElement) => {
      const rect = cell.getBoundingClientRect();
      const { left, right } = band();
      const y = rect.top + Math.min(rect.height / 2, 12);
      return (
        rect.left >= left - 0.5 &&
        rect.right <= right + 0.5 &&
        y >= 0 &&
        y < window.innerHeight &&
        hits(cell, rect.left + 1, y) &&
        hits(cell, rect.right - 1, y)
      );
    };

    // The horizontal scroller a person can use: a box of the table that scrolls sideways with its
    // bottom edge (its scrollbar) inside the window and not covered.
    const range = body.scrollWidth - body.clientWidth;
    const scrollers = [body, ...root.querySelectorAll<HTMLElement>('*')].filter(
      (element) =>
        /auto|scroll/.test(getComputedStyle(element).overflowX) &&
        element.scrollWidth - element.clientWidth > 1 &&
        element.getClientRects().length > 0,
    );
    const scroller = scrollers.find((element) => {
      const rect = element.getBoundingClientRect();
      const y = rect.bottom - 1;
      return y >= 0 && y < window.innerHeight && hits(element, rect.left + rect.width / 2, y);
    });
    if (range > 1 && !scroller) {
      say(
        `the rows scroll sideways by ${range}px, but no scrollbar of the table is in the window ` +
          `(its scrolling box ends at y=${Math.round(body.getBoundingClientRect().bottom)} of ${window.innerHeight})`,
      );
    }
    const scrollTo = async (left: number) => {
      const target = Math.max(0, Math.min(range, left));
      if (!scroller) return;
      scroller.scrollLeft = target;
      // The rows follow a scroller of their own at once, a stand-in one on its scroll event.
      for (let count = 0; count < 20 && Math.abs(body.scrollLeft - target) > 1; count++) await frame();
      await frame();
    };

    const shadowed = (side: 'left' | 'right') =>
      [...firstRow.cells].some((cell) => {
        if (!sticky(cell)) return false;
        const rect = cell.getBoundingClientRect();
        const box = body.getBoundingClientRect();
        const onLeft = rect.left + rect.width / 2 < box.left + box.width / 2;
        if (onLeft !== (side === 'left')) return false;
        return getComputedStyle(cell, '::after').boxShadow !== 'none';
      });
    const hasSticky = (side: 'left' | 'right') =>
      [...firstRow.cells].some((cell) => {
        if (!sticky(cell)) return false;
        const rect = cell.getBoundingClientRect();
        const box = body.getBoundingClientRect();
        return rect.left + rect.width / 2 < box.left + box.width / 2 === (side === 'left');
      });
    // The shadows follow a scroll on the next render: give them a few frames.
    const eventually = async (condition: () => boolean) => {
      for (let count = 0; count < 30 && !condition(); count++) await frame();
      return condition();
    };
    if (range > 1 && hasSticky('right') && !(await eventually(() => shadowed('right'))))
      say('more columns lie under the right fixed column, but it casts no shadow');

    for (let index = 0; index < firstRow.cells.length; index++) {
      const cell = firstRow.cells[index];
      if (sticky(cell) || isSelection(cell)) continue;
      if (inView(cell)) continue;
      const name = titles[index] || `column ${index + 1}`;
      if (!scroller) {
        say(`column "${name}" is covered or out of view, and the table cannot be scrolled to it`);
        continue;
      }
      const rect = cell.getBoundingClientRect();
      const { left, right } = band();
      if (rect.width > right - left + 0.5) {
        say(
          `column "${name}" (${Math.round(rect.width)}px) is wider than the ${Math.round(right - left)}px left between the fixed columns`,
        );
        continue;
      }
      await scrollTo(body.scrollLeft + (rect.left < left ? rect.left - left : rect.right - right));
      if (!inView(cell)) say(`column "${name}" stays covered or out of view after scrolling the table to it`);
      await scrollTo(0);
    }
    if (scroller && range > 1) {
      await scrollTo(range);
      if (hasSticky('right') && !(await eventually(() => !shadowed('right'))))
        say('scrolled to the end, the right fixed column still casts a shadow');
      if (hasSticky('left') && !(await eventually(() => shadowed('left'))))
        say('columns lie under the left fixed column, but it casts no shadow');
      await scrollTo(0);
    }

    // Content: never wider than its cell, cut short only with its full text in a title, and never
    // broken inside a Latin word or number.
    const word = /[A-Za-z0-9]/;
    for (const row of body.querySelectorAll<HTMLTableRowElement>('tbody tr')) {
      for (let index = 0; index < row.cells.length; index++) {
        const cell = row.cells[index];
        if (isSelection(cell) || cell.colSpan > 1) continue;
        const name = titles[index] || `column ${index + 1}`;
        const text = (cell.textContent ?? '').trim();
        if (cell.scrollWidth > cell.clientWidth + 1)
          say(
            `"${text.slice(0, 40)}" in column "${name}" is ${cell.scrollWidth}px wide in a ${cell.clientWidth}px cell`,
          );
        for (const inner of cell.querySelectorAll<HTMLElement>('*')) {
          if (inner.scrollWidth <= inner.clientWidth + 1) continue;
          if (!/hidden|clip/.test(getComputedStyle(inner).overflowX)) continue;
          if (!inner.closest('[title]')?.getAttribute('title'))
            say(
              `"${(inner.textContent ?? '').slice(0, 40)}" in column "${name}" is cut short without its full text on hover`,
            );
        }
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.textContent ?? '';
          let previousTop: number | undefined;
          for (let at = 0; at < value.length; at++) {
            const letter = document.createRange();
            letter.setStart(node, at);
            letter.setEnd(node, at + 1);
            const rect = letter.getClientRects()[0];
            if (!rect) continue;
            const before = value[at - 1] ?? '';
            // A capital after a lower-case letter starts the next word of a camelCase name.
            const hump = /[a-z]/.test(before) && /[A-Z]/.test(value[at]);
            if (
              previousTop !== undefined &&
              rect.top > previousTop + 2 &&
              word.test(before) &&
              word.test(value[at]) &&
              !hump
            ) {
              say(
                `"${value}" in column "${name}" breaks inside a word ("${value.slice(0, at)}|${value.slice(at)}")`,
              );
              break;
            }
            previousTop = rect.top;
          }
        }
      }
    }

    // The actions: on one line, and without a configured width as wide as the buttons.
    const actions = firstRow.querySelector('.jimu-crud-row-actions');
    const actionsCell = actions?.closest('td');
    if (actions && actionsCell) {
      const buttons = [...actions.children].map((button) => button.getBoundingClientRect());
      if (buttons.length > 0) {
        if (buttons.some((rect) => Math.abs(rect.top - buttons[0].top) > 1))
          say('the row actions wrap onto two lines');
        const style = getComputedStyle(actionsCell);
        const inner =
          actionsCell.clientWidth -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight);
        const used =
          Math.max(...buttons.map((rect) => rect.right)) - Math.min(...buttons.map((rect) => rect.left));
        if (actionsWidth === undefined && inner > used + 2)
          say(
            `the actions column is ${Math.round(inner - used)}px wider than its buttons (${Math.round(used)}px)`,
          );
      }
    }
    return problems;
  }, check);
}
