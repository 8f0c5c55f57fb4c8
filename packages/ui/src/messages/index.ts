export { UiMessagesProvider, type UiMessagesProviderProps } from './UiMessagesProvider';
export type { UiMessageSection, UiMessages, UiMessagesOverride } from './uiMessages';
