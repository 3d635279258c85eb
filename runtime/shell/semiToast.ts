// Semi's toast with the token sheet its styles read: a toast can show before the console frame
// (a failed sign-in), when the first screen has only the few tokens its own styles use.
import '@douyinfe/semi-ui/lib/es/_base/base.css?light';

export { default } from '@douyinfe/semi-ui/lib/es/toast';
