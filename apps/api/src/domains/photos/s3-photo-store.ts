import { AwsClient } from "aws4fetch";
import { Problem } from "../../http/problem.ts";
import { type PhotoHead, type PhotoListing, type PhotoStore, sha256Of } from "./photo-store.ts";

// The photo store on S3-compatible object storage (STORAGE_URL=s3://bucket[/prefix], decision 038):
// requests signed with SigV4 by aws4fetch over Node's fetch, path-style (`endpoint/bucket/key`), which
// AWS, MinIO, Cloudflare R2, Backblaze B2 and DigitalOcean Spaces all take.

export interface S3Location {
  /** `s3://bucket` or `s3://bucket/prefix`. */
  storageUrl: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** How long one call to the storage may take. */
const requestTimeoutMs = 10_000;

/** The metadata header a photo's SHA-256 rides in: S3's own ETag is not a content hash for every upload. */
const sha256Header = "x-amz-meta-sha256";

const unavailable = () =>
  new Problem(503, "The shop's photos are briefly unavailable. Please try again shortly.");

function xmlText(value: string): string {
  return value
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");
}

function tag(xml: string, name: string): string | undefined {
  const found = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1];
  return found === undefined ? undefined : xmlText(found);
}

export function s3PhotoStore(location: S3Location): PhotoStore {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(location.storageUrl);
  if (!match?.[1]) throw new Error(`STORAGE_URL ${location.storageUrl} names no bucket.`);
  const bucketUrl = `${location.endpoint}/${match[1]}`;
  const prefix = match[2] ? `${match[2].replace(/\/+$/, "")}/` : "";
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: "s3",
    region: location.region,
  });
  const objectUrl = (name: string) =>
    `${bucketUrl}/${`${prefix}${name}`.split("/").map(encodeURIComponent).join("/")}`;

  async function call(url: string, init: RequestInit, expected: number[]): Promise<Response> {
    let answer: Response;
    try {
      answer = await client.fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
    } catch {
      // Refused, cut or too slow: weather, as a database that went away is (decision 019).
      throw unavailable();
    }
    if (expected.includes(answer.status)) return answer;
    const text = await answer.text();
    if (answer.status >= 500) throw unavailable();
    throw new Error(`The photo storage answered ${answer.status} to ${init.method ?? "GET"} ${url}: ${text}`);
  }

  function headOf(name: string, answer: Response): PhotoHead {
    return {
      name,
      contentType: answer.headers.get("content-type") ?? "application/octet-stream",
      byteSize: Number(answer.headers.get("content-length") ?? 0),
      sha256: answer.headers.get(sha256Header) ?? (answer.headers.get("etag") ?? "").replaceAll('"', ""),
      createdAt: new Date(answer.headers.get("last-modified") ?? 0),
    };
  }

  return {
    kind: "s3",
    async put(name, bytes, contentType) {
      if ((await call(objectUrl(name), { method: "HEAD" }, [200, 404])).status === 200) return false;
      // If-None-Match: a store that knows conditional writes keeps the first of two writers' bytes.
      const answer = await call(
        objectUrl(name),
        {
          method: "PUT",
          body: new Uint8Array(bytes),
          headers: { "content-type": contentType, [sha256Header]: sha256Of(bytes), "if-none-match": "*" },
        },
        [200, 412],
      );
      return answer.status === 200;
    },
    async get(name) {
      const answer = await call(objectUrl(name), { method: "GET" }, [200, 404]);
      if (answer.status === 404) return undefined;
      const bytes = Buffer.from(await answer.arrayBuffer());
      const head = headOf(name, answer);
      return {
        ...head,
        byteSize: bytes.length,
        sha256: answer.headers.get(sha256Header) ?? sha256Of(bytes),
        bytes,
      };
    },
    async head(name) {
      const answer = await call(objectUrl(name), { method: "HEAD" }, [200, 404]);
      return answer.status === 404 ? undefined : headOf(name, answer);
    },
    async list(namePrefix = "") {
      const listed: PhotoListing[] = [];
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ "list-type": "2", prefix: `${prefix}${namePrefix}` });
        if (token) query.set("continuation-token", token);
        const xml = await (await call(`${bucketUrl}?${query}`, { method: "GET" }, [200])).text();
        for (const [, contents = ""] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          listed.push({
            name: (tag(contents, "Key") ?? "").slice(prefix.length),
            byteSize: Number(tag(contents, "Size") ?? 0),
            createdAt: new Date(tag(contents, "LastModified") ?? 0),
          });
        }
        token = tag(xml, "IsTruncated") === "true" ? tag(xml, "NextContinuationToken") : undefined;
      } while (token);
      return listed.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    async delete(names) {
      for (const name of names) await call(objectUrl(name), { method: "DELETE" }, [200, 204, 404]);
    },
  };
}
