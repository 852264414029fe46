import { isLanguageCode, type LanguageCode } from '@lims/domain';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, withQuery } from '../../../app/api-client';
import { notifyError } from '../../../app/notify-error';

type Format = 'pdf' | 'xlsx';

/** The file name the server gave (Content-Disposition), else a plain one. */
const fileNameOf = (response: Response, format: Format) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `lab-users.${format}`;

/**
 * Fetches the file rather than following a link, so that a refusal shows as a toast in the
 * page instead of a failed download, and the button shows that the file is on its way.
 */
async function download(format: Format, language: LanguageCode | undefined): Promise<void> {
  let response: Response;
  try {
    response = await fetch(withQuery(`/api/v1/lab-users/export.${format}`, { language }), {
      credentials: 'same-origin',
    });
  } catch (cause) {
    notifyError(cause);
    return;
  }
  if (!response.ok) {
    notifyError(await toApiError(response));
    return;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, format);
  link.click();
  // The browser has taken the file by the next task; the object URL would otherwise hold it in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Settings > Lab users: the whole list as a PDF to print or an Excel workbook, in the page's language. */
export function LabUsersExportMenu() {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const language = i18n.resolvedLanguage ?? i18n.language;

  const start = (format: Format) => {
    setDownloading(true);
    void download(format, isLanguageCode(language) ? language : undefined).finally(() => setDownloading(false));
  };

  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} stroke={1.5} />}
          rightSection={<IconChevronDown size={14} stroke={1.5} />}
          loading={downloading}
        >
          {t('documents.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypePdf size={16} stroke={1.5} />} onClick={() => start('pdf')}>
          {t('documents.pdf')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} stroke={1.5} />} onClick={() => start('xlsx')}>
          {t('documents.excel')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
