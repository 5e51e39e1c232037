import { useEffect, useState } from 'react';
import { i18n } from './i18n.ts';
import { getToken, getUser } from './session.ts';

/** A kept file as an object URL, fetched with the officer's token (an <img> sends none). */
export const useFileUrl = (path: string | null) => {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!path) return undefined;
    let objectUrl: string | null = null;
    let live = true;
    setUrl(null);
    setFailed(false);
    void fetch(path, {
      headers: {
        Authorization: `Bearer ${getToken()}`,
        OrgId: getUser()?.org_id ?? '',
        'Accept-Language': i18n.language,
      },
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        if (live) setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return { url, failed };
};
