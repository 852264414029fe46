import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../i18n/localise-message';
import type { SchemaIssue } from '../schema';
import type { IssueContext } from './zod-resolver';

/** Schema issues in the user's language; the product's own texts (spec 000 §5) where they apply. */
export function useIssueMessage(): (issue: SchemaIssue, context?: IssueContext) => string {
  const { t } = useTranslation();
  return (issue, context) => {
    const value = context?.value;
    // spec 000 §5: an empty mandatory field says so, whatever else its rule asks for.
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (issue.code !== 'custom') return t('messages.fieldEmpty');
    }
    switch (issue.code) {
      case 'invalid_type':
        return t('messages.fieldEmpty');
      case 'too_small':
        if (issue.origin === 'string') {
          const minimum = Number(issue.minimum ?? 1);
          return minimum <= 1 ? t('messages.fieldEmpty') : t('validation.minLength', { min: minimum });
        }
        return t('messages.invalidRequest');
      case 'too_big':
        if (issue.origin === 'string') return t('validation.maxLength', { max: Number(issue.maximum ?? 0) });
        return t('messages.invalidRequest');
      case 'invalid_format':
        if (issue.format === 'email') return t('validation.email');
        return localiseMessage(issue.message);
      default:
        return localiseMessage(issue.message);
    }
  };
}
