// The tokens and page defaults; the library build merges every stylesheet into dist/styles.css.
import './styles.css';

export * from './address';
export * from './form';
export * from './messages';
export * from './phone-field';
export * from './primitives';
export * from './select';
export * from './spinner';
