// html-to-text ships no type declarations; this is the function the emails' plain text uses.
declare module "html-to-text" {
  /** The converter for these options: compiling them (their selectors) is the costly part, so it is done once. */
  export function compile(options: object): (html: string) => string;
}
