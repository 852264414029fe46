import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../ui';
import { cataloguePaths } from '../area';

/** The catalogue's pages, one navigation entry with tabs inside (a test's page and its formats belong to Tests). */
export function CatalogueTabs() {
  const { t } = useTranslation();
  const tabs = [
    { to: cataloguePaths.tests, label: t('catalogue.tabs.tests') },
    { to: cataloguePaths.profiles, label: t('catalogue.tabs.profiles') },
    { to: cataloguePaths.sampleTypes, label: t('catalogue.tabs.sampleTypes') },
    { to: cataloguePaths.testCategories, label: t('catalogue.tabs.testCategories') },
    { to: cataloguePaths.outsourceCentres, label: t('catalogue.tabs.outsourceCentres') },
    { to: cataloguePaths.devices, label: t('catalogue.tabs.devices') },
  ];
  return <LinkTabs label={t('catalogue.tabs.label')} tabs={tabs} />;
}
