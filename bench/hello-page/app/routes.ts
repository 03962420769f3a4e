import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/hello.tsx"),
  route("same-elements/:name", "routes/same-elements.tsx"),
] satisfies RouteConfig;
