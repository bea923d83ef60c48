/** Saves a signed link's file as the browser saves a link with `download`, without leaving the page. */
export function saveFrom(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
