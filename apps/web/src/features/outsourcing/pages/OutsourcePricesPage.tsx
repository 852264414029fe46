import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { MoneyInput } from '../../../app/money/MoneyInput';
import { useMoney } from '../../../app/money/use-money';
import { notifyError } from '../../../app/notify-error';
import { EmptyState, NotFoundPage, PageHeader, SearchInput, showSuccess, TableSkeleton, UserText } from '../../../ui';
import { useCatalogueChoices } from '../../catalogue';
import { outsourcingPaths } from '../area';
import { useCentrePrices, useSaveCentrePrices } from '../hooks/use-outsourcing';

/**
 * An outsource centre's price list (`/outsourcing/centres/:centreId/prices`, spec 002 §7
 * get_list_test_price): what the centre charges for each of the lab's tests, typed by the
 * administrator and saved whole. A test left empty is sent at its catalogue cost.
 */
export function OutsourcePricesPage() {
  const { centreId } = useParams();
  const id = Number(centreId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <CentrePrices key={id} centreId={id} />;
}

function CentrePrices({ centreId }: { centreId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const centres = useCatalogueChoices('outsourceCentres');
  const priceList = useCentrePrices(centreId);
  const save = useSaveCentrePrices(centreId);
  const [typed, setTyped] = useState<ReadonlyMap<number, number | null>>(new Map());
  const [search, setSearch] = useState('');

  // The list as saved is what the inputs start from, again after each save.
  useEffect(() => {
    if (priceList.data) setTyped(new Map(priceList.data.items.map((item) => [item.test.id, item.price])));
  }, [priceList.data]);

  if (priceList.isError) {
    return isApiError(priceList.error) && priceList.error.code === 'not_found' ? (
      <EmptyState
        variant="pageNotFound"
        title={t('outsourcing.prices.notFound')}
        onGoBack={() => void navigate(-1)}
        onHome={() => void navigate(outsourcingPaths.outsourcing)}
      />
    ) : (
      <EmptyState variant="failedToLoad" onRetry={() => void priceList.refetch()} />
    );
  }
  const wanted = search.trim().toLowerCase();
  const items = (priceList.data?.items ?? []).filter(
    ({ test }) => !wanted || test.name.toLowerCase().includes(wanted) || test.code.toLowerCase().includes(wanted),
  );

  return (
    <>
      <PageHeader
        title={t('outsourcing.prices.title')}
        description={t('outsourcing.prices.description')}
        actions={
          <Button component={Link} to={outsourcingPaths.outsourcing} variant="default">
            {t('outsourcing.prices.back')}
          </Button>
        }
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const prices = [...typed.entries()].flatMap(([testId, price]) => (price === null ? [] : [{ testId, price }]));
          save.mutate(
            { prices },
            { onSuccess: () => showSuccess(t('outsourcing.prices.saved')), onError: (error) => notifyError(error) },
          );
        }}
      >
        <Stack gap="md">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Select
              label={t('outsourcing.prices.centre')}
              data={(centres.data ?? []).map((centre) => ({ value: String(centre.id), label: centre.name }))}
              value={String(centreId)}
              allowDeselect={false}
              searchable
              onChange={(value) => value && void navigate(outsourcingPaths.centrePrices(value))}
              w={{ base: '100%', xs: 280 }}
            />
            <SearchInput
              value={search}
              onChange={setSearch}
              placeholder={t('outsourcing.prices.search')}
              width="min(100%, 280px)"
            />
            <Button type="submit" loading={save.isPending} disabled={!priceList.data} ms="auto">
              {t('outsourcing.prices.save')}
            </Button>
          </Group>
          {priceList.isPending ? (
            <TableSkeleton />
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('messages.dataNotFound')}
            </Text>
          ) : (
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('outsourcing.columns.test')}</Table.Th>
                  <Table.Th ta="end">{t('outsourcing.prices.cost')}</Table.Th>
                  <Table.Th ta="end" w={130}>
                    {t('outsourcing.prices.price')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map(({ test, cost }) => (
                  <Table.Tr key={test.id}>
                    <Table.Td>
                      <UserText size="sm" fw={500}>
                        {test.name}
                      </UserText>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {test.code}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="end" dir="ltr" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {money.format(cost)}
                    </Table.Td>
                    <Table.Td>
                      <MoneyInput
                        w={{ base: 104, sm: 130 }}
                        ms="auto"
                        aria-label={t('outsourcing.prices.priceOf', { test: test.name })}
                        placeholder={money.format(cost)}
                        value={typed.get(test.id) ?? null}
                        onChange={(price) => setTyped((current) => new Map(current).set(test.id, price))}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </form>
    </>
  );
}
