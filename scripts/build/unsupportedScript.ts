import { FIRST_VIEW_ID } from '../../runtime/pages/firstView';

/**
 * A classic script for browsers without ES modules (Internet Explorer and the like), loaded with
 * `nomodule`: they never run the console's bundle, so this says why instead of a blank page, or
 * instead of the sign-in screen's markup, which nothing would take over. ES3 only, no template
 * literals in what it writes.
 */
export const unsupportedScript = `(function () {
  var box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:560px;margin:15vh auto;padding:24px;font:16px/1.6 sans-serif;border:1px solid #f5a;';
  box.appendChild(document.createTextNode('您的浏览器版本过低，无法使用本系统，请使用最新版 Chrome、Edge、Firefox 或 Safari。'));
  box.appendChild(document.createElement('br'));
  box.appendChild(document.createTextNode('Your browser is too old for this console. Please use a current Chrome, Edge, Firefox or Safari.'));
  var first = document.getElementById(${JSON.stringify(FIRST_VIEW_ID)});
  if (first) first.parentNode.removeChild(first);
  var app = document.getElementById('app');
  (app || document.body).appendChild(box);
})();
`;
