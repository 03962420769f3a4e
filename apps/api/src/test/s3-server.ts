import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

// A real S3-compatible server on this machine (s3rver: it reads SigV4 requests and checks their access
// key, though not the signature itself), on a free port, for the tests of the photo store on
// STORAGE_URL (decision 038).

/** The credentials s3rver accepts. */
const s3rverKey = "S3RVER";

export async function startS3Server(bucket: string) {
  const directory = await mkdtemp(path.join(tmpdir(), "oja-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    /** The variables a shop needs to keep its photos there, under `prefix`. */
    env: (prefix: string): Record<string, string> => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: s3rverKey,
      S3_SECRET_ACCESS_KEY: s3rverKey,
    }),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
