// Semi UI through deep imports: the package root pulls the CSS of all 78 components, a deep import
// only its own (TOOLCHAIN.md). Every runtime file takes Semi components from here.
export { default as Avatar } from '@douyinfe/semi-ui/lib/es/avatar';
export { default as Badge } from '@douyinfe/semi-ui/lib/es/badge';
export { default as Banner } from '@douyinfe/semi-ui/lib/es/banner';
export { default as Breadcrumb } from '@douyinfe/semi-ui/lib/es/breadcrumb';
export { default as Button } from '@douyinfe/semi-ui/lib/es/button';
export { default as Card } from '@douyinfe/semi-ui/lib/es/card';
export { default as Divider } from '@douyinfe/semi-ui/lib/es/divider';
export { default as Dropdown } from '@douyinfe/semi-ui/lib/es/dropdown';
export { default as Empty } from '@douyinfe/semi-ui/lib/es/empty';
export { default as Input } from '@douyinfe/semi-ui/lib/es/input';
export { default as Layout } from '@douyinfe/semi-ui/lib/es/layout';
export { default as LocaleProvider } from '@douyinfe/semi-ui/lib/es/locale/localeProvider';
export { default as Nav } from '@douyinfe/semi-ui/lib/es/navigation';
export { default as Space } from '@douyinfe/semi-ui/lib/es/space';
export { default as Spin } from '@douyinfe/semi-ui/lib/es/spin';
export { default as Tabs } from '@douyinfe/semi-ui/lib/es/tabs';
export { default as TabPane } from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
export { default as Tag } from '@douyinfe/semi-ui/lib/es/tag';
export { default as Toast } from '@douyinfe/semi-ui/lib/es/toast';
export { default as Tooltip } from '@douyinfe/semi-ui/lib/es/tooltip';
export { default as Typography } from '@douyinfe/semi-ui/lib/es/typography';
