// Maps the tsconfig path aliases (@chegada/*) for Jest, so there is one list of aliases.
const { compilerOptions } = require('../../tsconfig.json');

exports.pathsToModuleNameMapper = () =>
  Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
      `^${alias.replace('/', '\\/')}$`,
      `<rootDir>/${target}`,
    ]),
  );
