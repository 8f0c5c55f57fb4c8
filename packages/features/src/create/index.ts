export { CreateSiyumWizard, type CreateSiyumWizardProps } from './CreateSiyumWizard';
export { CREATE_STEPS, type CreateSiyumStep } from './createSiyum';
export { MemorialDateChooser, type MemorialDateChooserProps, MemorialDateDisclosure } from './memorial';
