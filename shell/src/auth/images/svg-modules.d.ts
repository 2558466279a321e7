// webpack emits an imported SVG as its own file (asset/resource); the import gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
