// Vite imports a file's text with `?raw`; the worker tests read the shipped sales file so.
declare module '*?raw' {
  const text: string;
  export default text;
}
