import {
  CreateWorklistTemplate,
  type UpdateWorklistTemplate,
  type WorklistFormat,
  type WorklistTemplate,
  type WorklistTemplateFlags,
} from '@lims/contract';
import { noTemplateFlags, worklistTemplateFlags } from '@lims/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Input,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { confirm, Dialog, showError, showSuccess, TableSkeleton, UserText } from '../../../ui';
import {
  useDeleteWorklistTemplate,
  useSaveWorklistTemplate,
  useWorklistOptions,
  useWorklistTemplates,
} from '../hooks/use-worklists';

export interface ConfigureWorkListDialogProps {
  opened: boolean;
  onClose: () => void;
}

type ConfigureTab = 'list' | 'new';

/** The category select's value for the spec's 'Default WorkList' (category 30), kept as no category. */
const defaultCategory = 'default';

interface TemplateValues {
  category: string;
  name: string;
  format: WorklistFormat;
  flags: WorklistTemplateFlags;
}

const blankTemplate: TemplateValues = { category: defaultCategory, name: '', format: 'pdf', flags: noTemplateFlags };

const valuesOf = (template: WorklistTemplate): TemplateValues => ({
  category: template.categoryId === null ? defaultCategory : String(template.categoryId),
  name: template.name,
  format: template.format,
  flags: { ...template.flags },
});

const bodyOf = (values: TemplateValues): CreateWorklistTemplate => ({
  name: values.name.trim(),
  categoryId: values.category === defaultCategory ? null : Number(values.category),
  format: values.format,
  flags: values.flags,
});

/**
 * Configure WorkList (spec 002 §2 'Configure WorkList dialog'): the lab's work list templates
 * in Configuration List, and New Configuration to add one or, through Edit, change one. Leaving
 * New Configuration for the list forgets what was typed there.
 */
export function ConfigureWorkListDialog({ opened, onClose }: ConfigureWorkListDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('worklists.configure.title')} size="lg">
      <ConfigureWorkList />
    </Dialog>
  );
}

function ConfigureWorkList() {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const [tab, setTab] = useState<ConfigureTab>('list');
  const [editing, setEditing] = useState<{ id: number; version: number } | null>(null);
  const [empty, setEmpty] = useState(false);
  const templates = useWorklistTemplates();
  const options = useWorklistOptions();
  const save = useSaveWorklistTemplate();
  const remove = useDeleteWorklistTemplate();
  const form = useForm<TemplateValues>({
    initialValues: blankTemplate,
    validate: zodResolver(CreateWorklistTemplate, { toInput: bodyOf, message: issueMessage }),
    onValuesChange: () => setEmpty(false),
  });

  const load = (values: TemplateValues) => {
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setEmpty(false);
  };
  const showList = () => {
    load(blankTemplate);
    setEditing(null);
    setTab('list');
  };
  const edit = (template: WorklistTemplate) => {
    load(valuesOf(template));
    setEditing({ id: template.id, version: template.version });
    setTab('new');
  };

  const erase = async (template: WorklistTemplate) => {
    const sure = await confirm({
      title: t('worklists.configure.deleteTitle'),
      message: t('worklists.configure.deleteMessage', { name: template.name }),
      destructive: true,
      confirmLabel: t('worklists.configure.delete'),
    });
    if (!sure) return;
    remove.mutate(template.id, {
      onSuccess: () => {
        showSuccess(localiseMessage('worklistTemplateDeleted', { name: template.name }));
        if (editing?.id === template.id) showList();
      },
      onError: (error) => notifyError(error),
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // spec 002 §5 'with no edited data, a message asks for data'.
    if (!form.isDirty()) {
      setEmpty(true);
      return;
    }
    if (form.validate().hasErrors) return;
    const body = bodyOf(form.values);
    save.mutate(
      {
        id: editing?.id ?? null,
        body: editing ? ({ ...body, version: editing.version } satisfies UpdateWorklistTemplate) : body,
      },
      {
        onSuccess: () => {
          showSuccess(localiseMessage('worklistTemplateSaved'));
          showList();
        },
        onError: (error) => {
          // A refusal of this template (its name taken, someone else's newer version) says so;
          // anything else is the spec's 'Failed to save report settings'.
          if (isApiError(error) && error.status >= 400 && error.status < 500) applyApiError(form, error);
          else showError(localiseMessage('worklistTemplateSaveFailed'));
        },
      },
    );
  };

  const categoryChoices = [
    { value: defaultCategory, label: t('worklists.configure.defaultCategory') },
    ...(options.data?.categories ?? []).map((category) => ({ value: String(category.id), label: category.name })),
  ];

  return (
    <Tabs
      value={tab}
      onChange={(next) => {
        if (next === 'list') showList();
        else if (next === 'new') setTab('new');
      }}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="list">{t('worklists.configure.tabs.list')}</Tabs.Tab>
        <Tabs.Tab value="new">{t('worklists.configure.tabs.new')}</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="list">
        <TemplateList
          templates={templates.data?.items}
          failed={templates.isError}
          onEdit={edit}
          onDelete={(template) => void erase(template)}
        />
      </Tabs.Panel>

      <Tabs.Panel value="new">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
              <Select
                label={t('worklists.configure.category')}
                data={categoryChoices}
                allowDeselect={false}
                required
                searchable
                {...form.getInputProps('category')}
              />
              <TextInput
                label={t('worklists.configure.name')}
                required
                dir="auto"
                maxLength={100}
                {...form.getInputProps('name')}
              />
            </SimpleGrid>
            <Radio.Group label={t('worklists.configure.type')} {...form.getInputProps('format')}>
              <Group gap="lg" mt={8}>
                <Radio value="excel" label={t('worklists.configure.types.excel')} />
                <Radio value="pdf" label={t('worklists.configure.types.pdf')} />
              </Group>
            </Radio.Group>
            <Input.Wrapper label={t('worklists.configure.options')} labelElement="div">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" mt={6}>
                {worklistTemplateFlags.map((flag) => (
                  <Checkbox
                    key={flag}
                    label={t(`worklists.configure.flags.${flag}`)}
                    {...form.getInputProps(`flags.${flag}`, { type: 'checkbox' })}
                  />
                ))}
              </SimpleGrid>
            </Input.Wrapper>
            {empty && (
              <Alert color="orange" role="alert">
                {localiseMessage('worklistTemplateEmpty')}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={showList} disabled={save.isPending}>
                {t('worklists.configure.back')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('worklists.configure.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Tabs.Panel>
    </Tabs>
  );
}

interface TemplateListProps {
  /** Undefined while loading. */
  templates: readonly WorklistTemplate[] | undefined;
  failed: boolean;
  onEdit: (template: WorklistTemplate) => void;
  onDelete: (template: WorklistTemplate) => void;
}

/** Configuration List: Name, Category, Type, then Edit and the delete icon (spec 002 §2). */
function TemplateList({ templates, failed, onEdit, onDelete }: TemplateListProps) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Alert color="red" role="alert">
        {t('worklists.configure.loadFailed')}
      </Alert>
    );
  }
  if (templates === undefined) return <TableSkeleton rows={3} />;
  if (templates.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {t('worklists.configure.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table verticalSpacing="xs" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('worklists.configure.columns.name')}</Table.Th>
            <Table.Th>{t('worklists.configure.columns.category')}</Table.Th>
            <Table.Th>{t('worklists.configure.columns.type')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('worklists.configure.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {templates.map((template) => (
            <Table.Tr key={template.id}>
              <Table.Td>
                <UserText size="sm">{template.name}</UserText>
              </Table.Td>
              <Table.Td>
                {template.categoryId === null ? (
                  t('worklists.configure.defaultCategory')
                ) : (
                  <UserText size="sm">{template.categoryName ?? ''}</UserText>
                )}
              </Table.Td>
              <Table.Td>{t(`worklists.configure.types.${template.format}`)}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => onEdit(template)}
                    aria-label={t('worklists.configure.editOf', { name: template.name })}
                  >
                    {t('worklists.configure.edit')}
                  </Anchor>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => onDelete(template)}
                    aria-label={t('worklists.configure.deleteOf', { name: template.name })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
