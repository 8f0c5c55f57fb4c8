export {
  UiMessagesProvider,
  type UiMessagesProviderProps,
  useUiMessageSections,
  useUiMessages,
} from './UiMessagesProvider';
export type { UiMessageSection, UiMessages, UiMessagesOverride } from './uiMessages';
