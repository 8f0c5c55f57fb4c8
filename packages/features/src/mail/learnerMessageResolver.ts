import { zodResolver } from '@hookform/resolvers/zod';
import {
  format,
  LEARNER_MESSAGE_BODY_MAX,
  LEARNER_MESSAGE_SUBJECT_MAX,
  learnerMessageDraftSchema,
} from '@siyum/domain';
import type { LearnerMessageStrings } from './learnerMessageText';

/**
 * What the form says about a field the shared schema refused: the catalogue's sentence for it
 * (the schema itself carries zod's English). `undefined` keeps zod's words, for a field the form
 * cannot get wrong (the audience is always one of the radios).
 */
export function learnerMessageIssueText(
  m: LearnerMessageStrings,
  field: PropertyKey | undefined,
  code: string,
): string | undefined {
  if (field === 'subject')
    return code === 'too_big'
      ? format(m.subjectTooLong, { max: LEARNER_MESSAGE_SUBJECT_MAX })
      : m.subjectRequired;
  if (field === 'body')
    return code === 'too_big' ? format(m.bodyTooLong, { max: LEARNER_MESSAGE_BODY_MAX }) : m.bodyRequired;
  return undefined;
}

/** The form's resolver: the server's schema (a rule written once), worded by the catalogue. */
export function learnerMessageResolver(m: LearnerMessageStrings) {
  return zodResolver(learnerMessageDraftSchema, {
    error: (issue) => learnerMessageIssueText(m, issue.path?.[0], issue.code),
  });
}
