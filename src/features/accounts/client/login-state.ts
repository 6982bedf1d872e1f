import { href } from '@/common/paths';

/** What the sign-in page can be sent with (router location state). */
export interface LoginLocationState {
  /** The e-mail of an account just created: show "check your e-mail" and pre-fill it. */
  registered?: string;
  /** Where to go after signing in (a path of this site); /profile by default. */
  from?: string;
}

/** A path of this site to go to after signing in, never another origin. */
export function afterLoginPath(from?: string): string {
  return from && from.startsWith('/') && !from.startsWith('//') ? from : href('profile');
}
