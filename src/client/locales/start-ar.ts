// The Arabic texts the app starts with (./index.ts).
export { default as common } from './ar/common.json';
export { default as home } from './ar/home.json';
export { default as menu } from './ar/menu.json';
