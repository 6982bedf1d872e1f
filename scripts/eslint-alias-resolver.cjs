// Resolves our `@/…` alias (tsconfig paths) for eslint-plugin-boundaries, then hands over to the
// node resolver with the TypeScript extensions (no extra dependency needed).
const path = require('node:path');
const node = require('eslint-import-resolver-node');

const SRC = path.resolve(__dirname, '..', 'src');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];

module.exports = {
  interfaceVersion: 2,
  resolve(source, file) {
    const target = source.startsWith('@/') ? path.join(SRC, source.slice(2)) : source;
    return node.resolve(target, file, { extensions: EXTENSIONS });
  },
};
