// Hands a fetched file to the browser to save: downloads need the bearer header, so they are fetched, not linked.

/** The name the answer's Content-Disposition suggests, else `fallback`. */
export function suggestedFileName(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallback;
}

/** Saves the bytes under `name`, as a click on a download link would. */
export function saveBlobAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: Chromium reads the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
