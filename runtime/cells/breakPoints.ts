// Where an address or a name in code may break: before the punctuation that starts its next part
// (`.`, `@`, `?`, `#`, `&`, `=`, `_`, a single `/`), after `//` and after a hyphen, and between a
// lower-case letter and the capital of the next word (camelCase).
const BREAK =
  /(?<=[a-z])(?=[A-Z])|(?<=[^/.@?#&=_])(?=[.@?#&=_])|(?<=[^/:])(?=\/[^/])|(?<=\/\/)(?=[^/])|(?<=-)(?=[^-])/;

/**
 * A text without spaces (an e-mail, a URL, a path, an id, an i18n key) cut at the places it may
 * break across lines, so that a narrow column wraps it there and never inside a word; a text with
 * spaces, or one no longer than `shortest`, comes back whole.
 *
 * @example breakPoints('ann.lee@example.com') // ['ann', '.lee', '@example', '.com']
 * @example breakPoints('/user_center/userManagement') // ['/user', '_center', '/user', 'Management']
 */
export function breakPoints(text: string, shortest = 8): string[] {
  if (text.length <= shortest || /\s/.test(text)) return [text];
  return text.split(BREAK).filter((part) => part !== '');
}
