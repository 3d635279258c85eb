// Semi UI pulls lottie-web, which touches a canvas at import time; fake DOMs have none.
if (typeof HTMLCanvasElement !== 'undefined') {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { value: () => null, configurable: true });
}

// Component tests wait for lazy modules and real HTTP answers: on a loaded 2-core machine a cold
// module load can take more than testing-library's one-second default.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
