import { runParked } from './rebuild/parked-command';

// Entry of `npm run projections:parked -- list | replay [NAME]` (dist/projections/src/parked.js).
void runParked(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then((code) => {
  process.exitCode = code;
});
