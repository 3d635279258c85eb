// What every signed-in screen draws around and in its view, loaded together once signed in.
export { ConsoleFrame } from './ConsoleFrame';
export { prepareView, RouteView } from './RouteView';
