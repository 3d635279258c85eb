/** One effect: its group, the markup a visitor copies, and its CSS (the single source the page uses too). */
export interface CssEffect {
  id: string;
  group: 'button' | 'input' | 'text';
  html: string;
  css: string;
}

const button = (id: string, css: string): CssEffect => ({
  id,
  group: 'button',
  html: `<button class="jimu-fx-btn jimu-fx-${id}">Button</button>`,
  css,
});
const input = (id: string, css: string): CssEffect => ({
  id,
  group: 'input',
  html: `<span class="jimu-fx-field jimu-fx-input-${id}"><input placeholder="Type here" /></span>`,
  css,
});
const text = (id: string, css: string): CssEffect => ({
  id,
  group: 'text',
  html: `<a href="#" class="jimu-fx-text jimu-fx-text-${id}">Hover me</a>`,
  css,
});

/** The 16 effects of the cssfx demo, written for Jimu (prefix jimu-fx-). */
export const EFFECTS: CssEffect[] = [
  button(
    'jelly',
    `.jimu-fx-jelly:hover, .jimu-fx-jelly:focus-visible { animation: jimu-fx-jelly 0.6s both; }
@keyframes jimu-fx-jelly {
  0%, 100% { transform: scale(1, 1); }
  30% { transform: scale(1.25, 0.75); }
  40% { transform: scale(0.75, 1.25); }
  50% { transform: scale(1.15, 0.85); }
  65% { transform: scale(0.95, 1.05); }
  75% { transform: scale(1.05, 0.95); }
}`,
  ),
  button(
    'pulse',
    `.jimu-fx-pulse:hover, .jimu-fx-pulse:focus-visible { animation: jimu-fx-pulse 1s infinite; }
@keyframes jimu-fx-pulse {
  0% { box-shadow: 0 0 0 0 rgba(0, 100, 250, 0.6); }
  100% { box-shadow: 0 0 0 14px rgba(0, 100, 250, 0); }
}`,
  ),
  button(
    'shine',
    `.jimu-fx-shine { position: relative; overflow: hidden; }
.jimu-fx-shine::after { content: ""; position: absolute; top: 0; left: -75%; width: 50%; height: 100%;
  background: linear-gradient(120deg, transparent, rgba(255, 255, 255, 0.7), transparent); transform: skewX(-20deg); }
.jimu-fx-shine:hover::after, .jimu-fx-shine:focus-visible::after { animation: jimu-fx-shine 0.8s; }
@keyframes jimu-fx-shine { to { left: 125%; } }`,
  ),
  button(
    'bubble',
    `.jimu-fx-bubble:hover, .jimu-fx-bubble:focus-visible { animation: jimu-fx-bubble 0.5s ease-out; }
@keyframes jimu-fx-bubble {
  0% { transform: scale(1); }
  50% { transform: scale(1.15); box-shadow: 0 6px 16px rgba(0, 100, 250, 0.35); }
  100% { transform: scale(1); }
}`,
  ),
  button(
    'slide-up',
    `.jimu-fx-slide-up { background-image: linear-gradient(var(--semi-color-primary), var(--semi-color-primary));
  background-repeat: no-repeat; background-position: bottom; background-size: 100% 0; transition: background-size 0.3s, color 0.3s; }
.jimu-fx-slide-up:hover, .jimu-fx-slide-up:focus-visible { background-size: 100% 100%; color: #fff; }`,
  ),
  button(
    'slide-right',
    `.jimu-fx-slide-right { background-image: linear-gradient(var(--semi-color-primary), var(--semi-color-primary));
  background-repeat: no-repeat; background-position: left; background-size: 0 100%; transition: background-size 0.3s, color 0.3s; }
.jimu-fx-slide-right:hover, .jimu-fx-slide-right:focus-visible { background-size: 100% 100%; color: #fff; }`,
  ),
  input(
    'underline',
    `.jimu-fx-input-underline { position: relative; }
.jimu-fx-input-underline::after { content: ""; position: absolute; left: 0; bottom: 0; width: 0; height: 2px;
  background: var(--semi-color-primary); transition: width 0.3s ease; }
.jimu-fx-input-underline:focus-within::after { width: 100%; }`,
  ),
  input(
    'outline',
    `.jimu-fx-input-outline input { transition: box-shadow 0.3s, border-color 0.3s; }
.jimu-fx-input-outline input:focus { border-color: var(--semi-color-primary); box-shadow: 0 0 0 3px rgba(0, 100, 250, 0.25); }`,
  ),
  input(
    'trace',
    `.jimu-fx-input-trace { position: relative; }
.jimu-fx-input-trace::before, .jimu-fx-input-trace::after { content: ""; position: absolute; width: 0; height: 0;
  border: 2px solid transparent; box-sizing: border-box; pointer-events: none; }
.jimu-fx-input-trace::before { top: 0; left: 0; }
.jimu-fx-input-trace::after { bottom: 0; right: 0; }
.jimu-fx-input-trace:focus-within::before { width: 100%; height: 100%; border-top-color: var(--semi-color-primary);
  border-right-color: var(--semi-color-primary); transition: width 0.2s, height 0.2s 0.2s; }
.jimu-fx-input-trace:focus-within::after { width: 100%; height: 100%; border-bottom-color: var(--semi-color-primary);
  border-left-color: var(--semi-color-primary); transition: width 0.2s 0.4s, height 0.2s 0.6s; }`,
  ),
  text(
    'underline',
    `.jimu-fx-text-underline { background: linear-gradient(currentColor, currentColor) left bottom / 0 2px no-repeat;
  transition: background-size 0.3s; }
.jimu-fx-text-underline:hover, .jimu-fx-text-underline:focus-visible { background-size: 100% 2px; }`,
  ),
  text(
    'overline',
    `.jimu-fx-text-overline { background: linear-gradient(currentColor, currentColor) right top / 0 2px no-repeat;
  transition: background-size 0.3s; }
.jimu-fx-text-overline:hover, .jimu-fx-text-overline:focus-visible { background-size: 100% 2px; background-position: left top; }`,
  ),
  text(
    'highlight',
    `.jimu-fx-text-highlight { background: linear-gradient(rgba(250, 200, 0, 0.55), rgba(250, 200, 0, 0.55)) left bottom / 0 40% no-repeat;
  transition: background-size 0.3s; }
.jimu-fx-text-highlight:hover, .jimu-fx-text-highlight:focus-visible { background-size: 100% 40%; }`,
  ),
  text(
    'strikethrough',
    `.jimu-fx-text-strikethrough { background: linear-gradient(currentColor, currentColor) left center / 0 2px no-repeat;
  transition: background-size 0.3s; }
.jimu-fx-text-strikethrough:hover, .jimu-fx-text-strikethrough:focus-visible { background-size: 100% 2px; }`,
  ),
  text(
    'bars',
    `.jimu-fx-text-bars { background: linear-gradient(currentColor, currentColor) left top / 0 2px no-repeat,
  linear-gradient(currentColor, currentColor) right bottom / 0 2px no-repeat; transition: background-size 0.3s; }
.jimu-fx-text-bars:hover, .jimu-fx-text-bars:focus-visible { background-size: 100% 2px, 100% 2px; }`,
  ),
  text(
    'pillars',
    `.jimu-fx-text-pillars { padding: 0 6px; background: linear-gradient(currentColor, currentColor) left top / 2px 0 no-repeat,
  linear-gradient(currentColor, currentColor) right bottom / 2px 0 no-repeat; transition: background-size 0.3s; }
.jimu-fx-text-pillars:hover, .jimu-fx-text-pillars:focus-visible { background-size: 2px 100%, 2px 100%; }`,
  ),
  text(
    'fade',
    `.jimu-fx-text-fade { transition: opacity 0.3s, letter-spacing 0.3s; }
.jimu-fx-text-fade:hover, .jimu-fx-text-fade:focus-visible { opacity: 0.5; letter-spacing: 2px; }`,
  ),
];

/** What every effect shares, and reduced motion turning all of them off. */
export const BASE_CSS = `.jimu-fx-btn { padding: 8px 20px; border: 1px solid var(--semi-color-primary); border-radius: 4px;
  background: var(--semi-color-bg-2); color: var(--semi-color-primary); font: inherit; cursor: pointer; }
.jimu-fx-field { display: inline-block; }
.jimu-fx-field input { width: 200px; padding: 6px 8px; border: 1px solid var(--semi-color-border); border-radius: 4px;
  background: var(--semi-color-bg-2); color: var(--semi-color-text-0); font: inherit; outline: none; }
.jimu-fx-text { color: var(--semi-color-text-0); text-decoration: none; font-size: 16px; }
@media (prefers-reduced-motion: reduce) {
  [class*="jimu-fx-"], [class*="jimu-fx-"]::before, [class*="jimu-fx-"]::after {
    animation: none !important; transition: none !important;
  }
}`;
