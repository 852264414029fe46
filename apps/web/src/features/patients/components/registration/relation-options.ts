import { relations } from '@lims/domain';
import { useTranslation } from 'react-i18next';

/** spec 000 §3 Relations, in the user's language; the value sent is the spec's word. */
export function useRelationOptions() {
  const { t } = useTranslation();
  const labels = {
    Self: t('patients.options.relation.Self'),
    Spouse: t('patients.options.relation.Spouse'),
    Dependent: t('patients.options.relation.Dependent'),
    Mother: t('patients.options.relation.Mother'),
    Father: t('patients.options.relation.Father'),
    Son: t('patients.options.relation.Son'),
    Daughter: t('patients.options.relation.Daughter'),
    Other: t('patients.options.relation.Other'),
  } satisfies Record<(typeof relations)[number], string>;
  return relations.map((relation) => ({ value: relation, label: labels[relation] }));
}
