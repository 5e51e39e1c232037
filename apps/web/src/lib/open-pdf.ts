import { api, type Params } from './api-client.ts';
import { buildUrl } from './http-helpers.ts';
import { i18n } from './i18n.ts';
import { getToken, getUser } from './session.ts';

/**
 * A server PDF (Thai documents) in a new tab. The tab opens before the request so the
 * browser does not block it; if the quick request fails (an expired token…), api.download
 * retries through the client's refresh and saves the file instead, or throws the
 * server's message.
 */
export const openPdf = async (path: string, params: Params = {}): Promise<void> => {
  const tab = window.open('', '_blank');
  try {
    const res = await fetch(buildUrl(path, params), {
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
    await api.download(path, params);
  }
};
