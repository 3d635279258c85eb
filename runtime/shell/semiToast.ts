// Semi's toast with the token sheet its styles read: a toast can show before the console frame
// (a failed sign-in), when the first screen has only the few tokens its own styles use.
import '@douyinfe/semi-ui/lib/es/_base/base.css?light';
import Toast from '@douyinfe/semi-ui/lib/es/toast';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** Semi's list of toasts: the component its static methods add to, once it is mounted. */
const list = Toast as unknown as { ref?: unknown; wrapperId?: string };

// Semi's React 18 build mounts its list with ReactDOM.render, which React 18 reports as an error
// in development builds at the first toast of every page. Mounted here with createRoot instead,
// Semi's methods find the list in place and only add to it.
if (!list.ref) {
  const wrapper = document.createElement('div');
  list.wrapperId = 'jimu-toast-wrapper';
  wrapper.id = list.wrapperId;
  wrapper.className = 'semi-toast-wrapper';
  wrapper.style.zIndex = '1010';
  document.body.append(wrapper);
  flushSync(() =>
    createRoot(wrapper).render(
      createElement(Toast as never, {
        ref: (instance: unknown) => {
          list.ref = instance;
        },
      }),
    ),
  );
}

export default Toast;
