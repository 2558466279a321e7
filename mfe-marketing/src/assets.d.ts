// Image files are emitted by webpack as separate assets; importing one gives its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
