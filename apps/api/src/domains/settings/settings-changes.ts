import type { Redis } from "ioredis";

// Word that the settings changed, for whoever keeps answers built from them: the pages keep the shop's
// settings and its product prices for a minute (apps/web/app/lib/api.server.ts), and a new discount
// must reach them at once. With REDIS_URL the word goes through Redis to every process behind the load
// balancer; without it, there is one process and it is told directly.

const channel = "oja:settings-changed";

export interface SettingsChanges {
  /** Called once the change is committed. */
  announce(): void;
  listen(listener: () => void): void;
  stop(): void;
}

export function settingsChanges(redis: Redis | undefined, onError: (error: Error) => void): SettingsChanges {
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  // A connection that subscribes may do nothing else, hence a second one.
  const subscriber = redis?.duplicate();
  subscriber?.on("message", tell);
  subscriber?.on("error", onError);
  subscriber?.subscribe(channel).catch(onError);
  return {
    announce() {
      // This process at once, the others through Redis (this one hears it again, harmlessly).
      tell();
      redis?.publish(channel, "settings").catch(onError);
    },
    listen(listener) {
      listeners.add(listener);
    },
    stop() {
      subscriber?.disconnect();
    },
  };
}
