// Test support only: never imported by runtime code.

/**
 * The element a query found, checked to be of the kind the test reads: a missing or different
 * element fails the test at the query, naming what was expected and what was there, instead of
 * failing later on a property of `null`.
 *
 * @example
 * expect(elementOf(container.querySelector('#root_age'), HTMLInputElement).value).toBe('3');
 */
export function elementOf<E extends Element>(
  found: Element | null | undefined,
  kind: { new (): E; prototype: E },
): E {
  if (found instanceof kind) return found;
  throw new Error(`expected ${kind.name}, found ${found ? `<${found.tagName.toLowerCase()}>` : 'nothing'}`);
}

/**
 * Every element of a list, each checked to be of the kind the test reads.
 *
 * @example const [all, first] = elementsOf(screen.getAllByRole('checkbox'), HTMLInputElement);
 */
export function elementsOf<E extends Element>(
  found: Iterable<Element>,
  kind: { new (): E; prototype: E },
): E[] {
  return [...found].map((element) => elementOf(element, kind));
}
