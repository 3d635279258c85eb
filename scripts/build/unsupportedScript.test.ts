// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { unsupportedScript } from './unsupportedScript';

describe('the notice for browsers without ES modules', () => {
  it('#29 stands instead of the sign-in screen markup, which no code would take over', () => {
    document.body.innerHTML = '<div id="jimu-first-view"><form><input></form></div><div id="app"></div>';
    new Function(unsupportedScript)();
    expect(document.getElementById('jimu-first-view')).toBeNull();
    expect(document.querySelector('#app [role="alert"]')?.textContent).toContain('您的浏览器版本过低');
  });
});
