// Semi UI pulls lottie-web, which touches a canvas at import time; fake DOMs have none.
if (typeof HTMLCanvasElement !== 'undefined') {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { value: () => null, configurable: true });
}
