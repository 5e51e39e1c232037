/** URL building and file saving for api-client.ts. */

export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue | readonly ParamValue[]>;

/** Drops empty values so an unset filter never reaches the server as "undefined". */
export const buildUrl = (path: string, params?: Params): string => {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v !== undefined && v !== null && v !== '') search.append(key, String(v));
    }
  }
  const query = search.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
};

const filenameFrom = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
};

export const saveResponseAsFile = async (res: Response, filename?: string): Promise<void> => {
  const blob = await res.blob();
  const name = filename ?? filenameFrom(res.headers.get('Content-Disposition')) ?? 'download';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
