export type { ErrorLogContext, ErrorLogEntry, ErrorLogEvent, ErrorLogInput } from './errorLogMachine';
export { errorLogMachine } from './errorLogMachine';
export type { MenuMetaContext, MenuMetaEvent, MenuMetaOverrides } from './menuMetaMachine';
export { menuMetaMachine } from './menuMetaMachine';
export type { MachineMessageKey } from './messages';
export { machineMessages } from './messages';
export { readSavedTabs, SAVED_TABS_KEY, saveTabs } from './savedTabs';
export type { SessionConfig, SessionContext, SessionInput, TokenStorage } from './sessionContext';
export { DEFAULT_AVATAR, GUEST_NAME, VIRTUAL_ADMIN_NAME } from './sessionContext';
export type { NotifyParams, SessionEmitted, SessionEvent } from './sessionMachine';
export { sessionMachine } from './sessionMachine';
export type { SessionUser } from './sessionUser';
export { parseSessionUser, tokenOfLoginAnswer } from './sessionUser';
export type {
  Device,
  SettingsConfig,
  SettingsContext,
  SettingsInput,
  SettingsStorage,
} from './settingsContext';
export { deviceOf, MOBILE_BREAKPOINT } from './settingsContext';
export type { SettingsEvent } from './settingsMachine';
export { settingsMachine } from './settingsMachine';
export type { TabsContext, TabsEvent, TabsInput } from './tabsMachine';
export { tabsMachine } from './tabsMachine';
export { applyThemeToDocument, themeClasses } from './themeClasses';
export type {
  Background,
  ColumnStyle,
  Layout,
  TabsBarStyle,
  ThemeName,
  ThemeSettings,
} from './themeSettings';
export { THEME_DEFAULTS, themeOptions, validSettings } from './themeSettings';
export type { CloseScope, TabMetaChange, TabRoute, VisitedTab } from './visitedTabs';
export { isClosable, tabKeyOf } from './visitedTabs';
