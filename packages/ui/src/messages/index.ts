export { UiMessagesProvider, type UiMessagesProviderProps, useUiMessages } from './UiMessagesProvider';
export type { UiMessageSection, UiMessages, UiMessagesOverride } from './uiMessages';
