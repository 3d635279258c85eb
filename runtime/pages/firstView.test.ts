// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  dismissFirstView,
  FIRST_VIEW_ASKED,
  FIRST_VIEW_GREETING,
  FIRST_VIEW_ID,
  FIRST_VIEW_SHOWN,
  readFirstView,
} from './firstView';

/** index.html's markup as the build writes it (reduced to the account form), shown or not. */
function markup(shown: boolean) {
  document.body.innerHTML = `<div id="${FIRST_VIEW_ID}"><form>
    <input type="text" autocomplete="username"><input type="password" autocomplete="current-password">
  </form></div><div id="app"></div>`;
  document.documentElement.classList.toggle(FIRST_VIEW_SHOWN, shown);
  if (shown) document.documentElement.setAttribute(FIRST_VIEW_GREETING, '2');
  const [username, password] = document.querySelectorAll('input');
  return { username, password, view: document.getElementById(FIRST_VIEW_ID) as HTMLElement };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.className = '';
  document.documentElement.removeAttribute(FIRST_VIEW_GREETING);
});

describe('index.html markup of the sign-in screen, taken over by the screen', () => {
  it('#29 reads what was typed, the focused field with its caret, and a request to sign in', () => {
    const { username, password, view } = markup(true);
    username.value = 'admin';
    password.value = 'secret';
    password.focus();
    password.setSelectionRange(2, 4);
    view.setAttribute(FIRST_VIEW_ASKED, '');
    expect(readFirstView()).toEqual({
      values: { username: 'admin', password: 'secret' },
      focus: { field: 'password', start: 2, end: 4 },
      asked: true,
    });
  });

  it('#29 nothing is carried from markup that was never on show, or from none', () => {
    const { username } = markup(false);
    username.value = 'autofilled';
    expect(readFirstView()).toBeUndefined();
    document.body.innerHTML = '';
    expect(readFirstView()).toBeUndefined();
  });

  it('#29 no focus is carried when the focus was elsewhere; no request when none was made', () => {
    const { username } = markup(true);
    username.value = 'ad';
    expect(readFirstView()).toEqual({
      values: { username: 'ad', password: '' },
      focus: undefined,
      asked: false,
    });
  });

  it('#29 dismissing takes the markup, its class and its greeting off the page, and may repeat', () => {
    markup(true);
    dismissFirstView();
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
    expect(document.documentElement.classList.contains(FIRST_VIEW_SHOWN)).toBe(false);
    expect(document.documentElement.hasAttribute(FIRST_VIEW_GREETING)).toBe(false);
    expect(document.getElementById('app')).not.toBeNull();
    dismissFirstView();
  });
});
