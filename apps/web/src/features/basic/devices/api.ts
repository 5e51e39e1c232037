import type { z } from 'zod';
import type { Printer, printerInput } from '@prapa/contracts';
import { api } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { getToken, getUser } from '../../../lib/session.ts';
import { resourceHooks } from '../../../components/resource/resource-hooks.ts';

export type PrinterBody = z.output<typeof printerInput>;

export const devicesApi = resourceHooks<Printer, PrinterBody>(
  'basic.devices',
  '/api/v1/basic/devices',
);

/**
 * The printer's test page (a PDF in its paper size, with Thai text) in a new tab. The
 * tab opens before the request so the browser does not block it; if the quick request
 * fails (an expired token…), api.download retries through the client's refresh and
 * saves the file instead, or throws the server's message.
 */
export const openTestPage = async (printer: Printer): Promise<void> => {
  const path = `${devicesApi.path}/${printer.id}/test-page`;
  const tab = window.open('', '_blank');
  try {
    const res = await fetch(path, {
      headers: {
        Accept: 'application/pdf',
        Authorization: `Bearer ${getToken()}`,
        OrgId: getUser()?.org_id ?? '',
        'Accept-Language': i18n.language,
      },
      credentials: 'same-origin',
    });
    if (!res.ok || !tab) throw new Error(String(res.status));
    const url = URL.createObjectURL(await res.blob());
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 120_000);
  } catch {
    tab?.close();
    await api.download(path, undefined, `test-page-${printer.paper}.pdf`);
  }
};
