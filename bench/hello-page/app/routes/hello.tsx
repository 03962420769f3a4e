export function meta() {
  return [{ title: "Hello" }];
}

export default function Hello() {
  return <h1>Hello, world</h1>;
}
