export { CertificateActions, type CertificateActionsProps } from './CertificateActions';
export { CompletionCertificate, type CompletionCertificateProps } from './CompletionCertificate';
export { certificatePdf, saveFile } from './certificatePdf';
export { FinishCelebration, type FinishCelebrationProps } from './FinishCelebration';
export { type CertificateLearner, certificateLearners, finishPaths, isComplete } from './finishLine';
export { LobbyScreen, type LobbyScreenProps } from './LobbyScreen';
export { SiyumFinishLine, type SiyumFinishLineProps } from './SiyumFinishLine';
