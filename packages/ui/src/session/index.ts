export {
  type SessionViewer,
  useSignedIn,
  useViewer,
  useViewerId,
  ViewerProvider,
  type ViewerProviderProps,
} from './ViewerProvider';
