// The English texts the app starts with (./index.ts).
export { default as common } from './en/common.json';
export { default as home } from './en/home.json';
export { default as menu } from './en/menu.json';
