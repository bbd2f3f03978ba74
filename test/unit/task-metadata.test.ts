import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { ownTaskArn, TaskMetadataError } from '../../runner-image/src/aws/task-metadata';

const TASK = 'arn:aws:ecs:eu-west-1:123456789012:task/tas-RunsCluster-abc/0f1e2d3c4b5a69788796a5b4c3d2e1f0';

/** A stand-in for the ECS task metadata endpoint v4: answers `GET <base>/task` with `answer`. */
async function metadataEndpoint(status: number, answer: unknown) {
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    paths.push(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { uri: `http://127.0.0.1:${port}/v4/0123abcd-container`, paths };
}

const servers: Server[] = [];

describe("the runner's own ECS task (task metadata endpoint v4)", () => {
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('reads TaskARN from <ECS_CONTAINER_METADATA_URI_V4>/task', async () => {
    // Prepare
    const endpoint = await metadataEndpoint(200, { Cluster: 'tas', TaskARN: TASK, Family: 'runner' });

    // Act
    const arn = await ownTaskArn({ [ENV.ecsMetadataUri]: endpoint.uri });

    // Assess
    expect(arn).toBe(TASK);
    expect(endpoint.paths).toEqual(['/v4/0123abcd-container/task']);
  });

  it('reads nothing, and asks nothing, without the variable (a local runner)', async () => {
    // Prepare
    let asked = false;
    const fetchFn = (async () => {
      asked = true;
      return new Response('{}');
    }) as typeof fetch;

    // Act
    const arn = await ownTaskArn({}, fetchFn);

    // Assess
    expect(arn).toBeUndefined();
    expect(asked).toBe(false);
  });

  it('fails with TaskMetadataError when the endpoint answers an error or no TaskARN', async () => {
    // Prepare
    const failing = await metadataEndpoint(500, { error: 'internal' });
    const without = await metadataEndpoint(200, { Cluster: 'tas' });

    // Act / Assess
    await expect(ownTaskArn({ [ENV.ecsMetadataUri]: failing.uri })).rejects.toBeInstanceOf(TaskMetadataError);
    await expect(ownTaskArn({ [ENV.ecsMetadataUri]: without.uri })).rejects.toThrow(/no TaskARN/);
  });
});
