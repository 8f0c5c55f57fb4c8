/**
 * Texts of the finish line (issue 24): the celebration on the siyum page when the last portion is
 * learned, the completion page (print it, or download it as a PDF) and the lobby screen a shul
 * shows on a big display. Counts take their plural form by `pluralForm` (`{count}`).
 */
export const finishLineMessages = {
  celebrationTitle: 'The siyum is complete!',
  celebrationLearnersOne: '{count} learner',
  celebrationLearnersOther: '{count} learners',
  celebrationPortionsOne: '{count} portion',
  celebrationPortionsOther: '{count} portions',
  /** {learners} and {portions} are the two counts above. */
  celebrationSummaryOne: '{learners} finished all {portions}.',
  celebrationSummaryOther: '{learners} finished all {portions} together.',
  celebrationBlessing: 'Mazal tov! May the learning be a merit for all who took part.',

  organizerLinks: 'Completion and display',
  certificateLink: 'Completion page',
  lobbyLink: 'Lobby screen',

  certificateTitle: 'Siyum completion',
  certificateText: 'The text',
  certificateDate: 'The siyum',
  certificateLearners: 'The learners and their portions',
  certificateUnderWay: 'This siyum is still under way: {completed} of {total} portions learned so far.',
  certificateNoLearners: 'No portion has been learned yet.',
  certificateOrganizer: 'Organized by {name}',
  print: 'Print',
  downloadPdf: 'Download PDF',
  preparingPdf: 'Preparing the PDF…',
  pdfFailed: 'The PDF could not be made. Use Print and choose “Save as PDF” instead.',

  lobbyJoin: 'Scan to take a portion',
  lobbyQrLabel: 'QR code to join the siyum: {url}',
} as const;
