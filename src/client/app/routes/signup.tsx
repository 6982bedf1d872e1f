import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return <PlaceholderPage page="signup" />;
}
