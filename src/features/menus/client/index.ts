export { FooterLinks } from './footer-links';
export { HeaderLinks, MobileLinks } from './header-nav';
export { navigationQuery } from './navigation-query';
