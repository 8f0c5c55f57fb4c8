export { Spinner, SpinnerOverlay, type SpinnerOverlayProps, type SpinnerProps } from './Spinner';
