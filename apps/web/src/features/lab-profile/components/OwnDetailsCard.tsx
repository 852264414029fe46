import { useTranslation } from 'react-i18next';
import { useOwnDetails } from '../hooks/use-centre';
import { Loaded } from './Loaded';
import { OwnDetailsForm } from './OwnDetailsForm';

/** The signed-in user's own details, loaded: on Centre settings and on My details. */
export function OwnDetailsCard() {
  const { t } = useTranslation();
  return (
    <Loaded query={useOwnDetails()} failure={t('messages.labUserDetailsFailed')}>
      {(data) => <OwnDetailsForm key={data.version} details={data} />}
    </Loaded>
  );
}
