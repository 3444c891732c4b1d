// Saving a downloaded file under its name: the browser's own download, through a link to the bytes in memory.

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser the moment it needs to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
