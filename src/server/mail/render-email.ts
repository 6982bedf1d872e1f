import type { ReactElement } from 'react';

/**
 * react-email's `render`, loaded with the first e-mail rather than when the server starts: it
 * brings an HTML-to-text converter and its parsers, which a restart does not need before it
 * answers (decision 061). Node's module cache keeps it loaded after that.
 */
export async function renderEmail(element: ReactElement): Promise<string> {
  const { render } = await import('@react-email/render');
  return render(element);
}
