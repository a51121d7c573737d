// A local Stacks node API in front of Clarinet's simnet, so that code written for a real network
// (examples/on-chain/play.mjs: fetchCallReadOnlyFunction, makeContractCall, broadcastTransaction,
// transaction status) runs unchanged against the contract in simnet. It serves the few endpoints
// @stacks/transactions 7 and a status poll use:
//
//   POST /v2/contracts/call-read/:address/:contract/:function   read-only call
//   GET  /extended/v1/address/:address/nonces                   the sender's next nonce
//   GET  /v2/accounts/:address                                  (nonce fallback of the SDK)
//   POST /v2/fees/transaction                                   a fee estimate
//   POST /v2/transactions                                       broadcast: checked, then mined at once
//   GET  /extended/v1/tx/:txid                                  the transaction's status and result
//
// A broadcast transaction is decoded and checked as a node would check it: the network's
// version and chain id, a contract call to a contract simnet has, a valid origin signature
// (the signer is recovered from it), and the sender's next nonce. It then runs as that sender
// with simnet.callPublicFn, which mines a block; `success` if the function returned (ok ...),
// `abort_by_response` if it returned (err ...).

import { createServer } from 'node:http';
import {
  AddressVersion, PayloadType, addressFromVersionHash, addressToString, cvToString, deserializeTransaction,
  hexToCV, serializeCV,
} from '@stacks/transactions';

const read = (req) => new Promise((resolve, reject) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => { body += chunk; });
  req.on('end', () => resolve(body));
  req.on('error', reject);
});

/**
 * Starts the API on 127.0.0.1 (a free port) for `simnet`, as the network `network` (a
 * @stacks/network object: its transactionVersion and chainId are required of transactions).
 * Resolves to `{ url, requests, close() }`; `requests` counts the requests per route name.
 */
export async function startNodeApi(simnet, network) {
  const nonces = new Map();
  const txs = new Map();
  const requests = {};
  const version = network.transactionVersion === 0 ? AddressVersion.MainnetSingleSig : AddressVersion.TestnetSingleSig;

  const routes = [
    ['call-read', 'POST', /^\/v2\/contracts\/call-read\/([^/]+)\/([^/]+)\/([^/?]+)$/, async (m, body) => {
      const { sender, arguments: args } = JSON.parse(body);
      const { result } = simnet.callReadOnlyFn(`${m[1]}.${m[2]}`, decodeURIComponent(m[3]), args.map(hexToCV), sender);
      return [200, { okay: true, result: `0x${serializeCV(result)}` }];
    }],
    ['nonces', 'GET', /^\/extended\/v1\/address\/([^/]+)\/nonces$/, async (m) => [200, { possible_next_nonce: nonces.get(m[1]) ?? 0 }]],
    ['accounts', 'GET', /^\/v2\/accounts\/([^/?]+)/, async (m) => [200, { nonce: nonces.get(m[1]) ?? 0, balance: '0x0' }]],
    ['fees', 'POST', /^\/v2\/fees\/transaction$/, async (m, body) => {
      const { estimated_len: length } = JSON.parse(body);
      return [200, { estimations: [1, 2, 3].map((rate) => ({ fee_rate: rate, fee: rate * length })) }];
    }],
    ['broadcast', 'POST', /^\/v2\/transactions$/, async (m, body) => {
      const tx = deserializeTransaction(JSON.parse(body).tx);
      const reject = (reason) => [400, { error: 'transaction rejected', reason }];
      if (tx.transactionVersion !== network.transactionVersion || tx.chainId !== network.chainId) return reject('BadChainId');
      if (tx.payload.payloadType !== PayloadType.ContractCall) return reject('NotAContractCall');
      try {
        tx.verifyOrigin();
      } catch (e) {
        return reject(`SignatureValidation: ${e.message}`);
      }
      const condition = tx.auth.spendingCondition;
      const sender = addressToString(addressFromVersionHash(version, condition.signer));
      const expected = nonces.get(sender) ?? 0;
      if (Number(condition.nonce) !== expected) return reject(`BadNonce: expected ${expected}, got ${condition.nonce}`);
      const contract = `${addressToString(tx.payload.contractAddress)}.${tx.payload.contractName.content}`;
      if (!simnet.getContractsInterfaces().has(contract)) return reject(`NoSuchContract: ${contract}`);
      const { result } = simnet.callPublicFn(contract, tx.payload.functionName.content, tx.payload.functionArgs, sender);
      nonces.set(sender, expected + 1);
      const txid = tx.txid();
      txs.set(txid, {
        tx_id: `0x${txid}`,
        tx_status: result.type === 'ok' ? 'success' : 'abort_by_response',
        tx_result: { hex: `0x${serializeCV(result)}`, repr: cvToString(result) },
        sender_address: sender,
        block_height: simnet.blockHeight,
      });
      return [200, txid];
    }],
    ['tx', 'GET', /^\/extended\/v1\/tx\/0x([0-9a-f]{64})$/, async (m) => (txs.has(m[1]) ? [200, txs.get(m[1])] : [404, { error: 'not found' }])],
  ];

  const server = createServer(async (req, res) => {
    const path = req.url.split('?')[0];
    let status = 404;
    let answer = { error: `no route ${req.method} ${path}` };
    try {
      const body = await read(req);
      for (const [name, method, pattern, handle] of routes) {
        const m = req.method === method && path.match(pattern);
        if (!m) continue;
        requests[name] = (requests[name] ?? 0) + 1;
        [status, answer] = await handle(m, body);
        break;
      }
    } catch (e) {
      status = 500;
      answer = { error: String((e && e.message) || e) };
    }
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  });
  await new Promise((resolve) => { server.listen(0, '127.0.0.1', resolve); });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    close: () => new Promise((resolve) => { server.close(resolve); }),
  };
}
