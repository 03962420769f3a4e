/**
 * The Node flags every Oja server process runs with (scripts/start.ts, the cluster, the deploy files;
 * docs/decisions/051-the-young-generation.md). Rendering a page allocates a few hundred kilobytes that
 * die with the request; with V8's default young generation (16 MB semi-spaces) a loaded process spent
 * about a seventh of its time collecting them, with 64 MB about half that.
 */
export const serverNodeFlags = ["--max-semi-space-size=64"];
