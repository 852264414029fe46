import { issueMessage } from '@lims/domain';
import { localiseMessage } from '../i18n/localise-message';
import type { SchemaIssue } from '../schema';
import type { IssueContext } from './zod-resolver';

/**
 * Schema issues in the user's language, through the domain's one mapping from a failed rule
 * to a message key (`issueMessage`), the same the server's error body uses.
 */
export function useIssueMessage(): (issue: SchemaIssue, context?: IssueContext) => string {
  return (issue, context) => {
    const { messageKey, params } = context ? issueMessage(issue, context.value) : issueMessage(issue);
    return localiseMessage(messageKey, params);
  };
}
