import { readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath } from "node:url";

// React chooses its development or its production build by NODE_ENV when its entry modules load, and
// `npm start` leaves NODE_ENV unset (for the API and the pages' config it means required secrets and
// Secure cookies): the pages would be rendered by React's development build, several times slower.
// The pages are always the production build, so React is too: from here on, React's entry modules
// read NODE_ENV as "production", as a bundler would have written them. server.ts imports this, and
// web-host.ts (whose Fastify plugin imports React Router, which imports React) only after it has run.

const reactEntryModule = /\/node_modules\/(react|react-dom)\/[\w.-]+\.js$/;

registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (!reactEntryModule.test(url)) return loaded;
    // A CommonJS module imported comes without its source, which Node would read itself.
    const source = String(loaded.source ?? readFileSync(fileURLToPath(url), "utf8"));
    return { ...loaded, source: source.replaceAll("process.env.NODE_ENV", '"production"') };
  },
});
