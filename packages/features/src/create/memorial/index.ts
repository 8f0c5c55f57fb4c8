export { MemorialDateChooser, type MemorialDateChooserProps } from './MemorialDateChooser';
export { MemorialDateDisclosure } from './MemorialDateDisclosure';
