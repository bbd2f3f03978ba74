import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { createEnvelopeCrypto, createLocalKeyProvider } from '../../core/crypto';
import { createKmsKeyProvider, createLocalFileKeyProvider } from '../../lambdas/repositories/blueprints-kms';

const kmsMock = mockClient(KMSClient);

describe('credentials envelope encryption', () => {
  afterEach(() => kmsMock.reset());

  it('opens what it sealed, and the sealed form holds no plaintext', async () => {
    // Prepare
    const crypto = createEnvelopeCrypto(createLocalKeyProvider(Buffer.alloc(32, 7)));
    const context = { company_id: '1', blueprint_id: '2' };

    // Act
    const sealed = await crypto.seal({ username: 'ada', password: 's3cret-pw' }, context);
    const opened = await crypto.open(sealed, context);

    // Assess
    expect(opened).toEqual({ username: 'ada', password: 's3cret-pw' });
    expect(JSON.stringify(sealed)).not.toContain('s3cret-pw');
    expect(JSON.stringify(sealed)).not.toContain('ada');
  });

  it('refuses to open a value under another blueprint context', async () => {
    // Prepare
    const crypto = createEnvelopeCrypto(createLocalKeyProvider(Buffer.alloc(32, 7)));
    const sealed = await crypto.seal({ password: 'x' }, { company_id: '1', blueprint_id: '2' });

    // Act / Assess
    await expect(crypto.open(sealed, { company_id: '1', blueprint_id: '3' })).rejects.toThrow();
  });

  it('creates the local key file with 32 bytes and mode 0600, and reuses it', async () => {
    // Prepare
    const dir = mkdtempSync(join(tmpdir(), 'tas-kms-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'local-kms.key');

    // Act
    const sealed = await createEnvelopeCrypto(createLocalFileKeyProvider(path)).seal('v', { a: '1' });
    const opened = await createEnvelopeCrypto(createLocalFileKeyProvider(path)).open(sealed, { a: '1' });

    // Assess
    expect(readFileSync(path)).toHaveLength(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(opened).toBe('v');
  });

  it('asks KMS for an AES-256 data key under the encryption context and decrypts through KMS', async () => {
    // Prepare
    const dataKey = Buffer.alloc(32, 9);
    kmsMock.on(GenerateDataKeyCommand).resolves({ Plaintext: dataKey, CiphertextBlob: Buffer.from('wrapped') });
    kmsMock.on(DecryptCommand).resolves({ Plaintext: Buffer.alloc(32, 9) });
    const crypto = createEnvelopeCrypto(createKmsKeyProvider(new KMSClient({ region: 'us-east-1' }), 'key-arn'));
    const context = { company_id: '1', blueprint_id: '5' };

    // Act
    const opened = await crypto.open(await crypto.seal({ password: 'p' }, context), context);

    // Assess
    expect(opened).toEqual({ password: 'p' });
    expect(kmsMock.commandCalls(GenerateDataKeyCommand)[0]!.args[0].input).toEqual({
      KeyId: 'key-arn',
      KeySpec: 'AES_256',
      EncryptionContext: context,
    });
    expect(kmsMock.commandCalls(DecryptCommand)[0]!.args[0].input).toMatchObject({
      KeyId: 'key-arn',
      EncryptionContext: context,
    });
  });
});
