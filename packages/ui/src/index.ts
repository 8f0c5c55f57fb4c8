// The tokens and page defaults; the library build merges every stylesheet into dist/styles.css.
import './styles.css';

export * from './spinner';
