import { type CentreRole, centreRoles } from '@lims/domain';
import { Stack, Tabs } from '@mantine/core';
import { IconBuildingBank, IconBuildingHospital, IconClock, IconUserCircle, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui';
import { BankDetailsForm } from '../components/BankDetailsForm';
import { CentreDetailsForm } from '../components/CentreDetailsForm';
import { LabLogoCard } from '../components/LabLogoCard';
import { LetterheadCard } from '../components/LetterheadCard';
import { Loaded } from '../components/Loaded';
import { OwnDetailsCard } from '../components/OwnDetailsCard';
import { RoleHoldersForm } from '../components/RoleHoldersForm';
import { WeeklyTimingsForm } from '../components/WeeklyTimingsForm';
import { useCentreBank, useCentreDetails, useCentreRoles, useRoleCandidates } from '../hooks/use-centre';
import { useLetterhead } from '../hooks/use-lab-images';
import { useLabProfile } from '../hooks/use-lab-profile';

const tabs = ['details', 'timings', 'bank', 'roles', 'me'] as const;
type CentreTab = (typeof tabs)[number];
const icons = {
  details: IconBuildingHospital,
  timings: IconClock,
  bank: IconBuildingBank,
  roles: IconUsersGroup,
  me: IconUserCircle,
} as const;
const isTab = (value: string | null): value is CentreTab => tabs.some((tab) => tab === value);

function DetailsTab() {
  const { t } = useTranslation();
  const profile = useLabProfile();
  const letterhead = useLetterhead();
  const details = useCentreDetails();
  return (
    <Stack gap="lg">
      {profile.data && <LabLogoCard profile={profile.data} />}
      {letterhead.data && <LetterheadCard letterhead={letterhead.data} />}
      <Loaded query={details} failure={t('messages.labDetailsFetchFailed')}>
        {(data) => <CentreDetailsForm key={data.version} details={data} />}
      </Loaded>
    </Stack>
  );
}

function TimingsTab() {
  const { t } = useTranslation();
  return (
    <Loaded query={useCentreDetails()} failure={t('messages.labDetailsFetchFailed')}>
      {(data) => <WeeklyTimingsForm key={data.version} details={data} />}
    </Loaded>
  );
}

function BankTab() {
  const { t } = useTranslation();
  const details = useCentreDetails();
  const bank = useCentreBank();
  return (
    <Loaded query={details} failure={t('messages.labDetailsFetchFailed')}>
      {(centre) => (
        <Loaded query={bank} failure={t('messages.labDetailsFetchFailed')}>
          {(data) => <BankDetailsForm key={data.version} bank={data} details={centre} />}
        </Loaded>
      )}
    </Loaded>
  );
}

function RolesTab() {
  const { t } = useTranslation();
  const roles = useCentreRoles();
  const candidates = useRoleCandidates();
  return (
    <Loaded query={roles} failure={t('messages.labDetailsFetchFailed')}>
      {(current) => (
        <Loaded query={candidates} failure={t('messages.labDetailsFetchFailed')}>
          {(options) => (
            <RoleHoldersForm key={`${current.version}-${holderKey(current)}`} roles={current} candidates={options} />
          )}
        </Loaded>
      )}
    </Loaded>
  );
}
/** The holders' names and contacts change with the users' own details, not the version: the form starts again on either. */
const holderKey = (roles: Record<CentreRole, { labUserId: number; name: string } | null>) =>
  centreRoles.map((role) => `${roles[role]?.labUserId}:${roles[role]?.name}`).join('|');

const panels: Record<CentreTab, () => React.JSX.Element> = {
  details: DetailsTab,
  timings: TimingsTab,
  bank: BankTab,
  roles: RolesTab,
  me: OwnDetailsCard,
};

/** Settings > Centre settings (spec 000 §2 Centre settings screens), for the lab's admin (centre.manage). */
export function CentreSettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: CentreTab = isTab(requested) ? requested : 'details';

  return (
    <>
      <PageHeader title={t('centre.title')} description={t('centre.description')} />
      <Tabs
        value={active}
        onChange={(tab) => setParams(tab && tab !== 'details' ? { tab } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((tab) => {
            const Icon = icons[tab];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} aria-hidden />}>
                {t(`centre.tabs.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {tabs.map((tab) => {
          const Panel = panels[tab];
          return (
            <Tabs.Panel key={tab} value={tab}>
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </>
  );
}
