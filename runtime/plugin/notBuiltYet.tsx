import type { LazyComponent } from './definePlugin';

/**
 * A lazy component for a screen that the config declares and a later release builds: it shows the
 * clearly marked "not built yet" page naming the component, never a blank screen.
 *
 * @example definePlugin({ name: 'demo', components: { echarts: notBuiltYet('demo/echarts') } })
 */
export function notBuiltYet(name: string): LazyComponent {
  return () =>
    import('../pages/NotBuiltYetPage').then(({ NotBuiltYetPage }) => ({
      default: () => <NotBuiltYetPage name={name} />,
    }));
}
