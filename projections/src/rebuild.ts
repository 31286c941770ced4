import { runRebuild } from './rebuild/rebuild-command';

// Entry of `npm run projections:rebuild -- NAME` (built to dist/projections/src/rebuild.js).
void runRebuild(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then((code) => {
  process.exitCode = code;
});
