/**
 * npm run payments -- <command>: the operator's corrections to invoices and payments (decision record 320), on the
 * configured database and card gateway.
 *   void <invoiceId>     voids an open invoice issued in error (its ledger entries are reversed)
 *   refund <paymentId>   gives a payment back (through the gateway for a card) and voids its invoice
 *   settle               settles the card payments left pending now, by asking the gateway
 */
import { loadConfigOrExit } from '#kernel/config.ts';
import { openDatabase } from '#api/db/client.ts';
import { exitOnStartupError } from '#kernel/startup-error.ts';
import { loadSigningKeys } from '#kernel/tokens.ts';
import { createLogger } from '#kernel/log.ts';
import { createLocalBlobStorage } from '#api/storage/local-blob-storage.ts';
import { refundPayment, voidInvoice } from '#api/payments/refund-and-void.ts';
import { settlePendingPayments } from '#api/payments/settle-pending.ts';
import { HttpError } from '#api/http/errors.ts';
import type { Deps } from '#api/deps.ts';

const [command, id] = process.argv.slice(2);
const usage = 'Usage: npm run payments -- void <invoiceId> | refund <paymentId> | settle';
const recordId = Number(id);
if (!(command === 'settle' || ((command === 'void' || command === 'refund') && Number.isSafeInteger(recordId) && recordId > 0))) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch(exitOnStartupError);
const keys = await loadSigningKeys({ privateJwk: config.jwtPrivateKey, dataDir: config.dataDir, dataKey: config.dataEncryptionKey });
const deps: Deps = { config, database, db: database.db, keys, log: createLogger(config.logLevel), storage: createLocalBlobStorage(config.dataDir), now: () => new Date() };
try {
  await database.migrate();
  if (command === 'void') {
    await voidInvoice(deps, recordId);
    console.log(`Invoice ${recordId} is void.`);
  } else if (command === 'refund') {
    await refundPayment(deps, recordId);
    console.log(`Payment ${recordId} was refunded and its invoice voided.`);
  } else {
    console.log(`${await settlePendingPayments(deps)} pending card payments settled.`);
  }
} catch (error) {
  console.error(error instanceof HttpError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
