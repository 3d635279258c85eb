/**
 * The sign-in screen index.html carries as markup (scripts/build/firstView.ts): shown by the route
 * preloader before the console's code has run, then taken over by the sign-in screen the code
 * renders, with what the person typed, where the caret was and whether they already asked to sign in.
 */

/** Id of the markup's element, a sibling before `#app`. */
export const FIRST_VIEW_ID = 'jimu-first-view';
/** Class of the root element while the markup is on show (without it, it is hidden). */
export const FIRST_VIEW_SHOWN = 'jimu-first-view';
/** Attribute of the root element naming the welcome line's greeting on show (by the hour). */
export const FIRST_VIEW_GREETING = 'data-jimu-greeting';
/** Attribute of the markup's sign-in button, which submits nothing by itself. */
export const FIRST_VIEW_SUBMIT = 'data-first-view-submit';
/** Attribute the preloader sets on the markup once the person pressed Enter or the button. */
export const FIRST_VIEW_ASKED = 'data-asked';
/** Class of the root element when the page loaded and the code never ran: the markup says so. */
export const FIRST_VIEW_FAILED = 'jimu-first-view-failed';
/** Attributes of the markup's card saying so, and of its button that loads the page again. */
export const FAILED_CARD = 'data-first-view-failed';
export const RELOAD_BUTTON = 'data-first-view-reload';

/**
 * Attribute of the root element once the console's code runs: a page loaded without it (the entry
 * or a file it imports could not load) has nothing to take the markup over.
 */
export const CODE_RUNS = 'data-jimu-code';

/** Marks the page as running the console's code (see {@link CODE_RUNS}). */
export function markCodeRuns(doc: Document = document): void {
  doc.documentElement.setAttribute(CODE_RUNS, '');
}

/** The account form's fields, by their autocomplete token (the same on the markup and the screen). */
export const ACCOUNT_FIELDS = { username: 'username', password: 'current-password' } as const;
export type AccountField = keyof typeof ACCOUNT_FIELDS;

export interface FirstViewInput {
  values: Record<AccountField, string>;
  /** The field that had the focus, with its selection. */
  focus?: { field: AccountField; start: number | null; end: number | null };
  /** The person pressed Enter or the sign-in button before the code ran. */
  asked: boolean;
}

/** The account field matching `autocomplete` within `root`. */
export const accountInput = (root: ParentNode, field: AccountField) =>
  root.querySelector<HTMLInputElement>(`input[autocomplete="${ACCOUNT_FIELDS[field]}"]`);

/**
 * What the person did on the markup while the code loaded; nothing when it is not on show (a
 * stored language other than the built one, a session that ended on its own, no document).
 *
 * @example const [carried] = useState(() => readFirstView());
 */
export function readFirstView(doc: Document | undefined = globalThis.document): FirstViewInput | undefined {
  const view = doc?.getElementById(FIRST_VIEW_ID);
  if (!doc || !view || !doc.documentElement.classList.contains(FIRST_VIEW_SHOWN)) return undefined;
  const fields = Object.keys(ACCOUNT_FIELDS) as AccountField[];
  const values = Object.fromEntries(
    fields.map((field) => [field, accountInput(view, field)?.value ?? '']),
  ) as Record<AccountField, string>;
  const focused = fields.find((field) => accountInput(view, field) === doc.activeElement);
  const input = focused && accountInput(view, focused);
  return {
    values,
    focus: input ? { field: focused, start: input.selectionStart, end: input.selectionEnd } : undefined,
    asked: view.hasAttribute(FIRST_VIEW_ASKED),
  };
}

/** Takes the markup off the page, once the screen it stood for is drawn (or another one is). */
export function dismissFirstView(doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  doc.getElementById(FIRST_VIEW_ID)?.remove();
  doc.documentElement.classList.remove(FIRST_VIEW_SHOWN);
  doc.documentElement.removeAttribute(FIRST_VIEW_GREETING);
}
