// The styles of the first screens (the sign-in screen, the result pages), imported by the boot and
// by the build's render of the sign-in screen into index.html (runtime/app/renderLoginView.tsx).
// Only the Semi tokens their own stylesheets read (scripts/build/cssInjectionPlugin.ts tokenPart);
// the whole token sheet comes with the console frame and with Semi's toast.
import '@douyinfe/semi-ui/lib/es/_base/base.css?tokens=./app.css,../pages/pages.css,../shell/result.css';
import './app.css';
