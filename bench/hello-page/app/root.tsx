import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";

// The smallest React Router framework-mode page: what bench/pages.ts sets the shop's pages beside.

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
