import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cataloguePaths } from '../area';
import classes from './CatalogueTabs.module.css';

/** The catalogue's pages, one navigation entry with tabs inside (a test's page and its formats belong to Tests). */
export function CatalogueTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = [
    { to: cataloguePaths.tests, label: t('catalogue.tabs.tests') },
    { to: cataloguePaths.profiles, label: t('catalogue.tabs.profiles') },
    { to: cataloguePaths.sampleTypes, label: t('catalogue.tabs.sampleTypes') },
    { to: cataloguePaths.testCategories, label: t('catalogue.tabs.testCategories') },
    { to: cataloguePaths.outsourceCentres, label: t('catalogue.tabs.outsourceCentres') },
    { to: cataloguePaths.devices, label: t('catalogue.tabs.devices') },
  ];
  return (
    <nav aria-label={t('catalogue.tabs.label')} className={classes.bar}>
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={classes.tab}
          aria-current={pathname === tab.to || pathname.startsWith(`${tab.to}/`) ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
