export {
  type UiLocale,
  UiMessagesProvider,
  type UiMessagesProviderProps,
  useUiLocale,
  useUiMessageSections,
  useUiMessages,
  useUiMessageTranslator,
} from './UiMessagesProvider';
export type { UiMessageSection, UiMessages, UiMessagesOverride } from './uiMessages';
