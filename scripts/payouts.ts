/**
 * npm run payouts -- --out <folder> [--server <origin>] [originator options] | --again <batch> --out <folder>
 *
 * Sends every scheduled payout once: a NACHA file of PPD credits for US accounts and a CSV for transfers abroad,
 * written into the folder, each recorded as a payout batch; the payouts become sent with their ledger entries.
 * Without --server it works on the configured database (DATABASE_URL, else the embedded one in DATA_DIR, which no
 * server may hold); with --server it asks that running server, proving itself with the server's own keys
 * (DATA_DIR/keys, or JWT_PRIVATE_KEY / LINK_SECRET). See the README for the options and their variables.
 */
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '#kernel/config.ts';
import { DataFolderInUse } from '#api/db/data-folder-lock.ts';
import { exitOnStartupError, StartupError } from '#kernel/startup-error.ts';
import { originatorFrom, originatorOptions, payoutCommand, writeBatchAgain } from '#api/payouts/payout-command.ts';
import { formatCents } from '#domain/format.ts';

const text = { type: 'string' } as const;
const { values } = parseArgs({
  options: {
    out: text,
    server: text,
    again: text,
    'bank-routing': text,
    'bank-name': text,
    'company-name': text,
    'company-id': text,
    'entry-description': text,
    'effective-date': text,
  } satisfies Record<'out' | 'server' | 'again' | keyof typeof originatorOptions, typeof text>,
});

const folder = values.out ?? process.env.PAYOUTS_OUT_DIR;
if (!folder) {
  console.error('Give the folder to write the files into: --out <folder> (or PAYOUTS_OUT_DIR).');
  process.exit(2);
}
const server = values.server ?? process.env.PAYOUTS_SERVER;
const config = loadConfigOrExit();

try {
  if (values.again) {
    const batchId = Number(values.again);
    if (!Number.isInteger(batchId) || batchId <= 0) throw new StartupError(`--again takes the number of a payout batch, not "${values.again}".`);
    for (const file of await writeBatchAgain(config, batchId, folder, server)) console.log(`Wrote ${file}`);
  } else {
    const { answer, written } = await payoutCommand(config, originatorFrom(values, process.env), folder, server);
    for (const [file, path] of answer.files.map((f, i) => [f, written[i]] as const)) {
      console.log(`Batch ${file.batchId}: ${file.payoutCount} payouts, ${formatCents(file.totalCents)} (${file.format === 'nacha' ? 'NACHA ACH' : 'international transfers'}) → ${path}`);
    }
    console.log(`${answer.sent} payouts sent, ${answer.held} held for missing payout details or tax forms.`);
  }
} catch (error) {
  if (error instanceof DataFolderInUse) console.error(`${error.message}\nTo run the payouts with that server running, add --server <its address>.`);
  exitOnStartupError(error);
}
