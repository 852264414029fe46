import type { TestCategory } from '@lims/contract';
import { useTranslation } from 'react-i18next';
import { CatalogueRecordsPage } from '../components/CatalogueRecordsPage';
import { useRecordColumns } from '../components/record-columns';
import { TestCategoryForm } from '../components/TestCategoryForm';
import { type SortKeyOf, useCatalogueList } from '../hooks/use-catalogue';

/** Settings > Test catalogue > Test categories: how the billing desk and the reports group tests. */
export function TestCategoriesPage() {
  const { t } = useTranslation();
  const columns = useRecordColumns<TestCategory, SortKeyOf<'testCategories'>>();
  const list = useCatalogueList('testCategories', {
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: { includeDisabled: true },
  });
  return (
    <CatalogueRecordsPage
      kind="testCategories"
      list={list}
      texts={{
        title: t('catalogue.testCategories.title'),
        description: t('catalogue.testCategories.description'),
        add: t('catalogue.testCategories.add'),
        addTitle: t('catalogue.testCategories.add'),
        editTitle: t('catalogue.testCategories.editTitle'),
        search: t('catalogue.testCategories.search'),
        emptyTitle: t('catalogue.testCategories.emptyTitle'),
        emptyDescription: t('catalogue.testCategories.emptyDescription'),
      }}
      columns={[columns.name, columns.addedOn]}
      form={(record, handlers) => <TestCategoryForm record={record} {...handlers} />}
      minWidth={480}
    />
  );
}
