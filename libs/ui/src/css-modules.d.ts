/** CSS Modules: each class name of the file maps to its generated, scoped name. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** A stylesheet's text (Vite `?raw` import), used by the token test. */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
